/**
 * Session ids at rest: the cookie carries a random token, the sessions table
 * only its SHA-256, so a copy of the table (a leaked database or backup) signs
 * no one in; sessions made before the upgrade keep working.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES } from '../../../test/databases';
import type { TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL } from '../../../test/http';
import { closeHttpSite, openHttpSiteWithAccount, type HttpTestServer } from '../../../test/httpSite';
import { migrateUpTo } from '../../../test/migrations';
import { ROOT_DIR } from '../../config';
import { createDatabase, executeRows } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { sessions, users } from '../../db/schema';
import { createSessionStore, SESSION_COOKIE } from './sessions';

const OWNER = { email: 'duena@example.com', password: 'una-clave-larga-1' };
const ME = 'query Me { me { email } }';
const LOGIN = `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`;

/** The migration that hashes the stored ids (found by name: the merge may renumber it). */
function hashingMigration(): { tag: string; handWritten: string } {
  const journal = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'migrations', 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith('_hashed_sessions_backup_runs'));
  if (!entry) throw new Error('no migration hashes the session ids');
  const text = fs.readFileSync(path.join(ROOT_DIR, 'migrations', `${entry.tag}.sql`), 'utf8');
  return { tag: entry.tag, handWritten: text.split('-- hand-written below')[1] ?? '' };
}

describe.each(TEST_DATABASES)('session ids at rest on %s', (kind) => {
  let app: TestApp;
  let server: HttpTestServer;
  beforeAll(async () => {
    ({ app, server } = await openHttpSiteWithAccount(kind, OWNER));
  });
  afterAll(() => closeHttpSite(server, app));

  it('stores only the SHA-256 of the cookie: an id read from the sessions table signs no one in', async () => {
    const login = await postGraphQL(server.url, { query: LOGIN });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect((await postGraphQL(server.url, { query: ME }, cookie)).json.data?.me).toEqual({ email: OWNER.email });

    const stored = await executeRows<{ id: string }>(app.runtime.services.db, sql`select id from sessions`);
    expect(stored.map((row) => row.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
    const stolen = `${SESSION_COOKIE}=${stored[0]!.id}`;
    const replay = await postGraphQL(server.url, { query: ME }, stolen);
    expect(replay.json.data?.me).toBeNull();
    // The stolen value is refused with a blank cookie, like any unknown session.
    expect(cookieFrom(replay.response, SESSION_COOKIE)).toMatch(/Max-Age=0/i);
    const download = await fetch(`${server.url}/download/admin/backup`, { headers: { cookie: stolen } });
    expect(download.status).toBe(401);
    await download.body?.cancel();

    // Signing out deletes the stored row through the id the context derived from the cookie.
    await postGraphQL(server.url, { query: 'mutation O { logout }' }, cookie);
    expect(await executeRows(app.runtime.services.db, sql`select id from sessions`)).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('upgrading sessions made before ids were hashed on %s', (kind) => {
  it('hashes the stored ids in place (idempotent) and the browsers signed in before stay signed in', async () => {
    const { tag, handWritten } = hashingMigration();
    const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
    try {
      await migrateUpTo(handle, scratch?.url, tag);
      // As lucia made them before: the cookie's value is the row's id (40 base32 characters).
      const plain = 'k3xq7wz5m2ha4tq6vyb3n7c2d5ef6gh7jk2lm3np';
      const expired = 'a2b3c4d5e6f7g2h3i4j5k6l7m2n3o4p5q6r7s2t3';
      await handle.db.insert(users).values({ id: 'u1', email: OWNER.email, passwordHash: 'x', role: 'admin' });
      await handle.db.insert(sessions).values([
        { id: plain, userId: 'u1', expiresAt: new Date(Date.now() + 10 * 24 * 3600_000) },
        { id: expired, userId: 'u1', expiresAt: new Date(Date.now() - 3600_000) },
      ]);

      await migrateDatabase(handle, ROOT_DIR, scratch?.url);
      const hashed = (value: string) => createHash('sha256').update(value).digest('hex');
      const ids = async () =>
        (await executeRows<{ id: string }>(handle.db, sql`select id from sessions order by id`)).map((row) => row.id);
      expect(await ids()).toEqual([hashed(plain), hashed(expired)].sort());
      // Run again (a restore of an old archive, a repeated start): ids already hashed stay as they are.
      await handle.exec(handWritten);
      expect(await ids()).toEqual([hashed(plain), hashed(expired)].sort());

      const store = createSessionStore(handle.db, false);
      expect((await store.validate(plain)).user).toEqual({ id: 'u1', email: OWNER.email, role: 'admin' });
      expect((await store.validate(hashed(plain))).user).toBeNull();
      expect((await store.validate(expired)).user).toBeNull();
      // In the second half of its life the session is extended: the refreshed cookie carries the token again.
      await handle.db.update(sessions).set({ expiresAt: new Date(Date.now() + 3 * 24 * 3600_000) });
      const refreshed = await store.validate(plain);
      expect(refreshed.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${plain};`));
    } finally {
      await handle.close();
      await scratch?.drop();
    }
  });
});
