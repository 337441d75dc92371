/** Sign-in and sign-out over real HTTP: cookies, session lifetime, fixation and throttling. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { upsertUser, SESSION_COOKIE } from '../../services/auth';

const LOGIN =
  'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id email role } }';
const ME = 'query Me { me { email } }';
const LOGOUT = 'mutation Logout { logout }';
const ADMIN_ONLY = 'query Counts { dashboardCounts { categories } }';

describe.each(TEST_DATABASES)('login and logout over HTTP on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  const email = 'duena@example.com';
  const password = 'una-clave-larga-1';

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    await upsertUser(app.runtime.services.db, email, password);
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const sessionPair = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

  it('signs in with an HttpOnly SameSite=Lax cookie and signs out on the server', async () => {
    const login = await postGraphQL(server.url, { query: LOGIN, variables: { email: 'DUENA@example.com', password } });
    expect(login.json.data?.login).toMatchObject({ email, role: 'ADMIN' });
    const setCookie = cookieFrom(login.response, SESSION_COOKIE);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // not production
    const cookie = sessionPair(setCookie);

    expect((await postGraphQL(server.url, { query: ME }, cookie)).json.data?.me).toEqual({ email });
    expect((await postGraphQL(server.url, { query: ADMIN_ONLY }, cookie)).json.errors).toBeUndefined();

    const logout = await postGraphQL(server.url, { query: LOGOUT }, cookie);
    expect(logout.json.data?.logout).toBe(true);
    expect(cookieFrom(logout.response, SESSION_COOKIE)).toMatch(/Max-Age=0/i);
    // Replaying the old cookie after logout gets nothing.
    expect((await postGraphQL(server.url, { query: ME }, cookie)).json.data?.me).toBeNull();
    const replay = await postGraphQL(server.url, { query: ADMIN_ONLY }, cookie);
    expect(replay.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('issues a new session id on login and kills the one the browser had (no fixation)', async () => {
    const first = sessionPair(
      cookieFrom(
        (await postGraphQL(server.url, { query: LOGIN, variables: { email, password } })).response,
        SESSION_COOKIE,
      ),
    );
    const second = await postGraphQL(server.url, { query: LOGIN, variables: { email, password } }, first);
    const secondCookie = sessionPair(cookieFrom(second.response, SESSION_COOKIE));
    expect(secondCookie).not.toBe(first);
    expect((await postGraphQL(server.url, { query: ME }, first)).json.data?.me).toBeNull();
    expect((await postGraphQL(server.url, { query: ME }, secondCookie)).json.data?.me).toEqual({ email });
  });

  it('answers unknown e-mails and wrong passwords with the same Spanish message', async () => {
    const wrong = await postGraphQL(server.url, { query: LOGIN, variables: { email, password: 'nope-nope' } });
    const unknown = await postGraphQL(server.url, {
      query: LOGIN,
      variables: { email: 'nadie@example.com', password: 'x' },
    });
    expect(wrong.json.errors?.[0]?.message).toBe('Correo electrónico o contraseña incorrectos.');
    expect(unknown.json.errors?.[0]?.message).toBe(wrong.json.errors?.[0]?.message);
    expect(cookieFrom(wrong.response, SESSION_COOKIE)).toBeUndefined();
  });

  it('throttles an account after 5 failures, even when they come as aliases in one request', async () => {
    const target = 'otra@example.com';
    await upsertUser(app.runtime.services.db, target, password);
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: login(email: "${target}", password: "mala-${i}") { id }`,
    ).join(' ');
    // Mutations run one after another and login is non-null: the first failure ends the request,
    // so 15 aliases (the most graphql-armor lets through) buy an attacker exactly one attempt.
    for (let i = 0; i < 5; i += 1) {
      const burst = await postGraphQL(server.url, { query: `mutation Burst { ${aliases} }` });
      expect(burst.json.errors).toHaveLength(1);
      expect(burst.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // The sixth attempt is refused even with the right password.
    const blocked = await postGraphQL(server.url, { query: LOGIN, variables: { email: target, password } });
    expect(blocked.json.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.json.errors?.[0]?.message).toBe(
      'Demasiados intentos de inicio de sesión. Por favor, espera 15 minutos e inténtalo de nuevo.',
    );
    expect(cookieFrom(blocked.response, SESSION_COOKIE)).toBeUndefined();
  });
});
