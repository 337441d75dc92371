/**
 * A restore never brings an old password back unasked: she changed it after the backup
 * (the old one may have leaked), and the archive still holds the old hash. The account
 * keeps the password it has now; every session ends either way. An account only the
 * archive has (a restore onto a new server) comes back with the archive's password.
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { executeRows } from '../../db/client';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { writeBackup } from './createBackup';
import { restoreBackup } from './restoreBackup';

const EMAIL = 'duena@example.com';
const OLD_PASSWORD = 'la-clave-que-se-filtro';
const NEW_PASSWORD = 'la-clave-nueva-de-hoy';

describe.each(TEST_DATABASES)('passwords across a restore on %s', (kind) => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let archive: Buffer;
  const gql = (query: string, cookie?: string) => postGraphQL(server.url, { query }, cookie);
  /** The session cookie a sign-in with `password` gets, or null when it is refused. */
  const signIn = async (password: string) => {
    const login = await gql(`mutation SignIn { login(email: "${EMAIL}", password: "${password}") { id } }`);
    return login.json.errors ? null : (cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? null);
  };
  const me = async (cookie: string) => (await gql('query Me { me { email } }', cookie)).json.data?.me ?? null;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    await upsertUser(app.runtime.services.db, EMAIL, OLD_PASSWORD, 'admin');
    server = await startHttp(app);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(app.runtime.services, out);
    archive = Buffer.concat(chunks);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('keeps the password changed after the backup: the old one does not sign in, the current one does', async () => {
    const before = await signIn(OLD_PASSWORD);
    expect(before).not.toBeNull();
    const changed = await gql(
      `mutation Change { changePassword(currentPassword: "${OLD_PASSWORD}", newPassword: "${NEW_PASSWORD}") }`,
      before!,
    );
    expect(changed.json.errors).toBeUndefined();
    const session = cookieFrom(changed.response, SESSION_COOKIE)!.split(';')[0]!;
    expect(await me(session)).toEqual({ email: EMAIL });

    const report = await restoreBackup(app.runtime.services, archive);
    expect(report.passwordsKept).toBe(1);
    expect(await signIn(OLD_PASSWORD)).toBeNull();
    // Every session ended: the one from before the restore signs no one in.
    expect(await me(session)).toBeNull();
    const after = await signIn(NEW_PASSWORD);
    expect(after).not.toBeNull();
    expect(await me(after!)).toEqual({ email: EMAIL });
  });

  it("brings an account only the archive has back with the archive's password (a new server)", async () => {
    const { db } = app.runtime.services;
    await db.execute(sql`delete from users`);
    const report = await restoreBackup(app.runtime.services, archive);
    expect(report.passwordsKept).toBe(0);
    expect(await executeRows(db, sql`select email from users`)).toEqual([{ email: EMAIL }]);
    expect(await signIn(NEW_PASSWORD)).toBeNull();
    expect(await signIn(OLD_PASSWORD)).not.toBeNull();
  });
});
