/**
 * What a backup may hold once it leaves the server: the owner's content and
 * accounts, never a secret that signs anyone in (a session, a reset link) nor
 * short-lived operational rows; and it says so in its README.txt.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { archiveOf } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { openedBody } from '../../../test/queuedMail';
import { executeRows } from '../../db/client';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { restoreBackup } from './restoreBackup';
import { readTarball } from './tarball';
import { NOT_IN_BACKUP } from './tables';

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(TEST_DATABASES)('what a backup holds on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  const gql = (query: string, cookie?: string) => postGraphQL(server.url, { query }, cookie);
  const signIn = async () => {
    const login = await gql(`mutation SignIn { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`);
    return cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
  };
  const me = async (cookie: string) => (await gql('query Me { me { email } }', cookie)).json.data?.me ?? null;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      seed: false,
      // A mail server that is never reached: the reset link waits to be sent, as it would for 30 minutes.
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'consultas@crecer.test' },
    });
    await upsertUser(app.runtime.services.db, OWNER.email, OWNER.password, 'admin');
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('holds no session, reset link or operational row; says what it holds; a restore leaves no session', async () => {
    const cookie = await signIn();
    expect(await me(cookie)).toEqual({ email: OWNER.email });
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    expect(
      (await gql(`mutation Forgot { requestPasswordReset(email: "${OWNER.email}") }`)).json.errors,
    ).toBeUndefined();
    const contact = await gql(
      'mutation Contact { sendContactMessage(name: "Ana", email: "ana@example.com", message: "Hola, quisiera una consulta.") }',
    );
    expect(contact.json.errors).toBeUndefined();
    const db = app.runtime.services.db;
    // The sign-in above queued a new-address notice too: the reset link is in one of the queued e-mails.
    const mails = await executeRows<{ text_body: string }>(db, sql`select text_body from outgoing_emails`);
    const resetToken =
      mails.map((mail) => /#([A-Za-z0-9_-]+)/.exec(openedBody(app.config, mail.text_body))?.[1]).find(Boolean) ?? '';
    expect(resetToken.length).toBeGreaterThan(20);
    // Every table the backup leaves out has rows right now, so its absence is the backup's doing.
    for (const table of ['sessions', 'password_reset_tokens', 'outgoing_emails', 'throttles', 'login_addresses'])
      expect((await executeRows(db, sql`select 1 from ${sql.identifier(table)}`)).length, table).toBeGreaterThan(0);

    const response = await fetch(`${server.url}/download/admin/backup`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const archive = Buffer.from(await response.arrayBuffer());
    const entries = readTarball(archive);
    const names = entries.map((entry) => entry.name);
    for (const table of NOT_IN_BACKUP.keys()) expect(names).not.toContain(`db/${table}.jsonl`);
    for (const table of ['sessions', 'password_reset_tokens', 'outgoing_emails', 'throttles', 'login_addresses'])
      expect(NOT_IN_BACKUP.has(table), table).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['db/users.jsonl', 'db/contact_messages.jsonl', 'README.txt']));
    // Nothing anywhere in the archive (any table, any file) is a credential: the cookie's token,
    // the session's stored id, the reset link's token or its stored hash.
    const everything = gunzipSync(archive).toString('latin1');
    for (const secret of [token, sha256(token), resetToken, sha256(resetToken)])
      expect(everything).not.toContain(secret);

    const readme = entries.find((entry) => entry.name === 'README.txt')!.body.toString('utf8');
    expect(readme).toMatch(/password hashes/i);
    expect(readme).toMatch(/contact messages/i);
    expect(readme).toMatch(/APP_SECRET/);
    const manifest = JSON.parse(entries.find((entry) => entry.name === 'manifest.json')!.body.toString('utf8')) as {
      tables: Record<string, number>;
      notIncluded: Record<string, string>;
    };
    expect(Object.keys(manifest.notIncluded).sort()).toEqual([...NOT_IN_BACKUP.keys()].sort());
    expect(manifest.tables.users).toBe(1);

    // An archive from before this version held the sessions table: restoring it brings none back.
    const oldSession = {
      id: 'k3xq7wz5m2ha4tq6vyb3n7c2d5ef6gh7jk2lm3np',
      user_id: 'x',
      expires_at: '2999-01-01T00:00:00Z',
    };
    const [user] = await executeRows<{ id: string }>(db, sql`select id from users`);
    oldSession.user_id = user!.id;
    const older = await archiveOf([
      ...entries,
      { name: 'db/sessions.jsonl', body: Buffer.from(`${JSON.stringify(oldSession)}\n`) },
    ]);
    await restoreBackup(app.runtime.services, older);
    expect(await executeRows(db, sql`select id from sessions`)).toEqual([]);
    expect(await executeRows(db, sql`select token_hash from password_reset_tokens`)).toEqual([]);
    expect(await me(cookie)).toBeNull();
    expect(await me(`${SESSION_COOKIE}=${oldSession.id}`)).toBeNull();
    // What the archive holds is back: she signs in with her password and her inbox is there.
    expect(await me(await signIn())).toEqual({ email: OWNER.email });
    expect((await executeRows(db, sql`select name from contact_messages`)).length).toBe(1);
  });
});
