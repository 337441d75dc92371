/** 'Olvidé mi contraseña' and 'Cambiar contraseña' over real HTTP, with a real SMTP server catching the mail. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, RESET_PASSWORD_PATH as RESET_PATH } from '@crecer/domain/passwordRules';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { decodeQuotedPrintable, freeLoopbackPort, startSmtpSink, type SmtpSink } from '../../../test/smtpSink';
import { outgoingEmails, passwordResetTokens, throttles } from '../../db/schema';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { openedBody } from '../../../test/queuedMail';
import { upsertUser } from './accounts';
import { rememberAddress } from './knownAddresses';
import { hashResetToken, RESET_PER_ACCOUNT, RESET_PER_ADDRESS } from './passwordReset';
import { SESSION_COOKIE } from './sessions';
import { PASSWORD_CHANGE_FAILURES } from './changePassword';

const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }';
const ME = 'query { me { email } }';
const REQUEST = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET =
  'mutation ($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }';
const CHANGE =
  'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }';

const EMAIL = 'duena@example.com';
const PASSWORD = 'la-clave-de-siempre';
const PUBLIC_URL = 'https://crecer.test';

describe.each(TEST_DATABASES)('passwords on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let smtpPort: number;
  let sink: SmtpSink;
  const db = () => app.runtime.services.db;
  const pass = () => runJobs(app.runtime.services);
  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) =>
    postGraphQL(server.url, { query, variables }, cookie);
  const signIn = async (password = PASSWORD) => {
    const { response, json } = await gql(LOGIN, { email: EMAIL, password });
    if (json.errors) throw new Error(json.errors[0]?.message);
    return cookieFrom(response, SESSION_COOKIE)?.split(';')[0] ?? '';
  };
  const signedInAs = async (cookie: string) =>
    ((await gql(ME, {}, cookie)).json.data?.me as { email: string } | null)?.email;
  /** The link of the newest mail the sink caught, decoded. */
  const linkInLastMail = () => {
    const body = decodeQuotedPrintable(sink.received.at(-1)?.raw ?? '');
    return new RegExp(`${PUBLIC_URL}${RESET_PATH}#([A-Za-z0-9_-]+)`).exec(body);
  };

  beforeAll(async () => {
    smtpPort = await freeLoopbackPort();
    app = await createTestApp(kind, {
      seed: false,
      config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, contactTo: 'consultas@crecer.test', publicUrl: PUBLIC_URL },
    });
    server = await startHttp(app);
    sink = await startSmtpSink(smtpPort);
  });
  beforeEach(async () => {
    await upsertUser(db(), EMAIL, PASSWORD);
    // She signs in from here as usual: no new-address notice joins the mails these tests count.
    await rememberAddress(db(), EMAIL, '127.0.0.1');
    await db().delete(throttles);
    await db().delete(outgoingEmails);
    await db().delete(passwordResetTokens);
    sink.received.length = 0;
  });
  afterAll(async () => {
    await sink?.close();
    await server?.close();
    await app?.close();
  });

  it('mails a single-use link that sets the new password and ends every old session', async () => {
    const oldSession = await signIn();
    const request = await gql(REQUEST, { email: ' Duena@Example.com ' });
    expect(request.json).toEqual({ data: { requestPasswordReset: true } });
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(sink.received[0]?.envelopeTo).toEqual([EMAIL]);
    const token = linkInLastMail()?.[1];
    expect(token, 'the mail carries the link with the token in its fragment').toBeTruthy();
    // Only a hash is stored, and the sent mail's body no longer holds the link.
    const [stored] = await db().select().from(passwordResetTokens);
    expect(stored?.tokenHash).toBe(hashResetToken(token!));
    const [mail] = await db().select().from(outgoingEmails);
    expect(mail).toMatchObject({ deliveryStatus: 'sent', textBody: '', htmlBody: '' });

    const reset = await gql(RESET, { token, newPassword: 'una-clave-nueva' });
    expect(reset.json).toEqual({ data: { resetPassword: true } });
    expect(await signedInAs(oldSession)).toBeUndefined();
    expect((await gql(LOGIN, { email: EMAIL, password: PASSWORD })).json.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await signedInAs(await signIn('una-clave-nueva'))).toBe(EMAIL);

    const again = await gql(RESET, { token, newPassword: 'otra-clave-mas' });
    expect(again.json.errors?.[0]).toMatchObject({
      message: PASSWORD_MESSAGES.resetLinkInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
  });

  it('answers the same for an address with no account, and mails nobody', async () => {
    const request = await gql(REQUEST, { email: 'nadie@example.com' });
    expect(request.json).toEqual({ data: { requestPasswordReset: true } });
    expect(await db().select().from(outgoingEmails)).toHaveLength(0);
    expect(await db().select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('refuses an expired link, and does not send a link that expired while the mail server was down', async () => {
    await gql(REQUEST, { email: EMAIL });
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    await db()
      .update(outgoingEmails)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await pass()).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
    expect(sink.received).toHaveLength(0);
    const [mail] = await db().select().from(outgoingEmails);
    expect(mail).toMatchObject({ deliveryStatus: 'failed', textBody: '', htmlBody: '' });
  });

  it('keeps the link queued while SMTP is down and sends it once it is back', async () => {
    await sink.close();
    try {
      await gql(REQUEST, { email: EMAIL });
      expect(await pass()).toMatchObject({ sent: 0, retrying: 1, failed: 0 });
      const [pending] = await db().select().from(outgoingEmails);
      expect(pending).toMatchObject({ deliveryStatus: 'pending', attempts: 1 });
      expect(openedBody(app.config, pending?.textBody)).toContain(RESET_PATH);
      expect(pending?.textBody).not.toContain(RESET_PATH); // sealed at rest
      // The retry's delay, without waiting it out.
      await fastForwardJobs(app.runtime.services);
    } finally {
      sink = await startSmtpSink(smtpPort);
    }
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(linkInLastMail()).toBeTruthy();
  });

  it('throttles requests per address and stops mailing one account after its limit', async () => {
    const answers = [];
    for (let i = 0; i < RESET_PER_ADDRESS.limit + 1; i += 1) answers.push((await gql(REQUEST, { email: EMAIL })).json);
    expect(answers.slice(0, RESET_PER_ADDRESS.limit)).toEqual(
      Array.from({ length: RESET_PER_ADDRESS.limit }, () => ({ data: { requestPasswordReset: true } })),
    );
    expect(answers.at(-1)?.errors?.[0]).toMatchObject({
      message: PASSWORD_MESSAGES.throttled,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    // Every accepted request replaced the previous link; only RESET_PER_ACCOUNT of them queued a mail.
    expect(await db().select().from(outgoingEmails)).toHaveLength(RESET_PER_ACCOUNT.limit);
    expect(await db().select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('says in Spanish which rule a new password breaks', async () => {
    await gql(REQUEST, { email: EMAIL });
    await pass();
    const token = linkInLastMail()?.[1];
    const short = await gql(RESET, { token, newPassword: 'corta' });
    expect(short.json.errors?.[0]).toMatchObject({
      message: PASSWORD_MESSAGES.tooShort,
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });
    const guessable = await gql(RESET, { token, newPassword: 'Contraseña2024' });
    expect(guessable.json.errors?.[0]).toMatchObject({
      message: PASSWORD_MESSAGES.guessable,
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });
    const bad = await gql(REQUEST, { email: 'sin-arroba' });
    expect(bad.json.errors?.[0]).toMatchObject({ message: PASSWORD_MESSAGES.emailInvalid });
    // The refused attempt did not use the link up.
    expect((await gql(RESET, { token, newPassword: 'una-clave-valida' })).json.data?.resetPassword).toBe(true);
  });

  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const wrong = await gql(CHANGE, { currentPassword: 'no-es-esta', newPassword: 'una-clave-nueva' }, here);
    expect(wrong.json.errors?.[0]).toMatchObject({
      message: PASSWORD_MESSAGES.currentWrong,
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const same = await gql(CHANGE, { currentPassword: PASSWORD, newPassword: PASSWORD }, here);
    expect(same.json.errors?.[0]?.message).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    for (const newPassword of ['iloveyou', 'duena-2024', '12345678910']) {
      const guessable = await gql(CHANGE, { currentPassword: PASSWORD, newPassword }, here);
      expect(guessable.json.errors?.[0], newPassword).toMatchObject({
        message: PASSWORD_MESSAGES.guessable,
        extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
      });
    }

    const changed = await gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'una-clave-nueva' }, here);
    expect(changed.json).toEqual({ data: { changePassword: true } });
    const fresh = cookieFrom(changed.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    expect(await signedInAs(fresh)).toBe(EMAIL);
    expect(await signedInAs(here)).toBeUndefined();
    expect(await signedInAs(elsewhere)).toBeUndefined();
    expect(await signedInAs(await signIn('una-clave-nueva'))).toBe(EMAIL);
  });

  it('refuses a change without a session and stops guessing the current password', async () => {
    const anonymous = await gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'una-clave-nueva' });
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const session = await signIn();
    for (let i = 0; i < PASSWORD_CHANGE_FAILURES.limit; i += 1)
      await gql(CHANGE, { currentPassword: `intento-${i}-malo`, newPassword: 'una-clave-nueva' }, session);
    const blocked = await gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'una-clave-nueva' }, session);
    expect(blocked.json.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('password reset without mail settings', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('tells her the site cannot send mail yet, whatever the address', async () => {
    await upsertUser(app.runtime.services.db, EMAIL, PASSWORD);
    for (const email of [EMAIL, 'nadie@example.com']) {
      const { json } = await postGraphQL(server.url, { query: REQUEST, variables: { email } });
      expect(json.errors?.[0]).toMatchObject({
        message: PASSWORD_MESSAGES.mailNotConfigured,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });
});
