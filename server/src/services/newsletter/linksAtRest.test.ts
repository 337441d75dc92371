/**
 * Subscriber links at rest, on both databases: nothing a backup archive or the
 * table itself holds confirms a pending address or unsubscribes a confirmed
 * one through the site's own paths (GraphQL over HTTP, the one-click POST),
 * while the links e-mailed to them do; and the links e-mailed before the
 * tokens were hashed (migration 0023) still work after the upgrade, also from
 * an archive made before it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASES, type TestDatabaseKind } from '../../../test/databases';
import { archiveOf } from '../../../test/factories';
import { insertArticle } from '../../../test/contentFactory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { closeHttpSite, openHttpSiteWithAccount, type HttpTestServer } from '../../../test/httpSite';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { migrateUpTo } from '../../../test/migrations';
import { createDatabase, executeRows } from '../../db/client';
import { newsletterSubscribers, outgoingEmails } from '../../db/schema';
import { SESSION_COOKIE } from '../auth';
import { BACKUP_FORMAT, restoreBackup, readTarball } from '../backup';
import { recordingTransport } from '../../../test/recordingTransport';
import { openedBody } from '../../../test/queuedMail';
import { sendNewsletter } from './campaigns';

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const MAIL = { smtpUrl: 'smtp://127.0.0.1:9', contactTo: OWNER.email };
const HASHING_MIGRATION = '0023_hashed_newsletter_tokens';

const CONFIRM = 'mutation C($token: String!) { confirmNewsletterSubscription(token: $token) { alreadyConfirmed } }';
const UNSUBSCRIBE = 'mutation U($token: String!) { unsubscribeFromNewsletter(token: $token) }';

/** Everything a visitor holding `token` can do with it: confirm, unsubscribe, one-click POST. */
async function useToken(url: string, token: string): Promise<void> {
  await postGraphQL(url, { query: CONFIRM, variables: { token } });
  await postGraphQL(url, { query: UNSUBSCRIBE, variables: { token } });
  const oneClick = await fetch(`${url}/newsletter/baja?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  await oneClick.body?.cancel();
}

describe.each(TEST_DATABASES)('newsletter links at rest on %s', (kind) => {
  let app: TestApp;
  let server: HttpTestServer;
  const db = () => app.runtime.services.db;
  const statusOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

  beforeAll(async () => {
    ({ app, server } = await openHttpSiteWithAccount(kind, OWNER, { config: MAIL }));
  });
  afterAll(() => closeHttpSite(server, app));

  it('nothing in a backup archive or the table confirms or unsubscribes anyone; the e-mailed links do', async () => {
    const subscribe = (email: string) =>
      postGraphQL(server.url, {
        query: 'mutation S($email: String!) { subscribeToNewsletter(email: $email) }',
        variables: { email },
      });
    expect((await subscribe('pendiente@example.com')).json.errors).toBeUndefined();
    expect((await subscribe('confirmada@example.com')).json.errors).toBeUndefined();
    const linkIn = async (email: string) => {
      const [mail] = await db().select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, email));
      return /\/newsletter\/confirmar#([A-Za-z0-9_-]+)/.exec(openedBody(app.config, mail?.textBody))?.[1] ?? '';
    };
    const pendingLink = await linkIn('pendiente@example.com');
    const confirmedLink = await linkIn('confirmada@example.com');
    expect(pendingLink).toHaveLength(43);
    const confirmed = await postGraphQL(server.url, { query: CONFIRM, variables: { token: confirmedLink } });
    expect(confirmed.json.data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: false });

    // An article sent to her: the unsubscribe link every newsletter carries.
    const article = await insertArticle(db(), { title: 'Rutinas para dormir', status: 'Publicado' });
    await sendNewsletter(app.runtime.services, article.id);
    const sink = recordingTransport();
    await fastForwardJobs(app.runtime.services);
    await runJobs(app.runtime.services, sink.transport);
    const newsletter = sink.mails.find(
      (mail) => mail.to === 'confirmada@example.com' && mail.subject === article.title,
    );
    const header = (newsletter?.headers as Record<string, string> | undefined)?.['List-Unsubscribe'] ?? '';
    const oneClickUrl = /^<(.+)>$/.exec(header)?.[1] ?? '';
    const unsubscribeToken = new URL(oneClickUrl).searchParams.get('token') ?? '';
    expect(unsubscribeToken).not.toBe('');
    expect(String(newsletter?.html)).toContain(`/newsletter/baja#${unsubscribeToken}`);

    // The owner downloads a backup.
    const login = await postGraphQL(server.url, {
      query: `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
    });
    const cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    const download = await fetch(`${server.url}/download/admin/backup`, { headers: { cookie } });
    expect(download.status).toBe(200);
    const archive = Buffer.from(await download.arrayBuffer());
    const dumps = readTarball(archive).filter((entry) => entry.name.startsWith('db/'));
    const subscriberLines = dumps
      .find((entry) => entry.name === 'db/newsletter_subscribers.jsonl')!
      .body.toString('utf8')
      .split('\n')
      .filter(Boolean);
    expect(subscriberLines).toHaveLength(2);
    const everything = gunzipSync(archive).toString('latin1');
    for (const secret of [pendingLink, confirmedLink, unsubscribeToken]) expect(everything).not.toContain(secret);

    // Whoever holds the archive, or a dump of the live table, tries every value in it,
    // every token-shaped string of every table, and each value after a subscriber's id.
    const rows = [
      ...subscriberLines.map((line) => JSON.parse(line) as Record<string, unknown>),
      ...(await executeRows<Record<string, unknown>>(db(), sql`select * from newsletter_subscribers`)),
    ];
    const candidates = new Set<string>();
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (typeof value !== 'string') continue;
        candidates.add(value);
        candidates.add(`${String(row.id)}-${value}`);
        candidates.add(`${String(row.id)}-${Buffer.from(value, 'hex').toString('base64url')}`);
      }
    }
    for (const dump of dumps)
      for (const match of dump.body.toString('utf8').matchAll(/[A-Za-z0-9_-]{20,100}/g)) candidates.add(match[0]);
    expect(candidates.size).toBeGreaterThan(10);
    for (const candidate of candidates) await useToken(server.url, candidate);
    expect(await statusOf('pendiente@example.com')).toBe('pendiente');
    expect(await statusOf('confirmada@example.com')).toBe('confirmado');

    // The links that were e-mailed work: the confirmation is no unsubscribe link, nor the reverse.
    await postGraphQL(server.url, { query: UNSUBSCRIBE, variables: { token: pendingLink } });
    expect(await statusOf('pendiente@example.com')).toBe('pendiente');
    const wrongWay = await postGraphQL(server.url, { query: CONFIRM, variables: { token: unsubscribeToken } });
    expect(wrongWay.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await postGraphQL(server.url, { query: CONFIRM, variables: { token: pendingLink } });
    expect(await statusOf('pendiente@example.com')).toBe('confirmado');
    // The mail app POSTs to the header's address (its path and query, sent to this test server).
    const { pathname, search } = new URL(oneClickUrl);
    const oneClick = await fetch(`${server.url}${pathname}${search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf('confirmada@example.com')).toBeUndefined();
  });
});

interface OldSubscriber {
  email: string;
  status: 'pendiente' | 'confirmado';
  token: string;
}

/** As the version before migration 0023 stored them: one plain token for both links. */
const OLD_SUBSCRIBERS: OldSubscriber[] = [
  { email: 'antes-pendiente@example.com', status: 'pendiente', token: 'Qm9sZXRpbkFudGVzUGVuZGllbnRlMDEyMzQ1Njc4OTA' },
  { email: 'antes-confirmada@example.com', status: 'confirmado', token: 'Qm9sZXRpbkFudGVzQ29uZmlybWFkYTAxMjM0NTY3ODk' },
  { email: 'antes-tambien@example.com', status: 'confirmado', token: 'Qm9sZXRpbkFudGVzVGFtYmllbjAxMjM0NTY3ODlhYmM' },
];

/** A data folder (or Postgres database) left by the version before 0023, with its subscribers. */
async function olderSite(kind: TestDatabaseKind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-old-links-'));
  const scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
  const handle = await createDatabase({ databaseUrl: scratch?.url, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrateUpTo(handle, scratch?.url, HASHING_MIGRATION);
    for (const old of OLD_SUBSCRIBERS)
      await handle.db.execute(
        sql`insert into newsletter_subscribers (email, status, token, confirmed_at)
            values (${old.email}, ${old.status}, ${old.token}, ${old.status === 'confirmado' ? sql`now()` : null})`,
      );
  } finally {
    await handle.close();
  }
  return { dataDir, scratch };
}

describe.each(TEST_DATABASES)('links e-mailed before the upgrade on %s', (kind) => {
  let older: Awaited<ReturnType<typeof olderSite>>;
  let app: TestApp;
  let http: Awaited<ReturnType<typeof startHttp>>;
  const db = () => app.runtime.services.db;
  const statusOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

  beforeAll(async () => {
    older = await olderSite(kind);
    // The new version starts on the old data: its migrations run at start, as in production.
    app = await createTestApp(kind, {
      seed: false,
      config: { ...MAIL, dataDir: older.dataDir, databaseUrl: older.scratch?.url },
    });
    http = await startHttp(app);
  });
  afterAll(async () => {
    await http?.close();
    await app?.close();
    await older?.scratch?.drop();
    if (older) fs.rmSync(older.dataDir, { recursive: true, force: true });
  });

  it('keeps only hashes, and the old confirmation and unsubscribe links still work over HTTP', async () => {
    const stored = JSON.stringify(await executeRows(db(), sql`select * from newsletter_subscribers`));
    for (const old of OLD_SUBSCRIBERS) expect(stored).not.toContain(old.token);

    const [pending, confirmed] = OLD_SUBSCRIBERS;
    const confirm = await postGraphQL(http.url, { query: CONFIRM, variables: { token: pending!.token } });
    expect(confirm.json.data?.confirmNewsletterSubscription).toEqual({ alreadyConfirmed: false });
    expect(await statusOf(pending!.email)).toBe('confirmado');

    // The List-Unsubscribe one-click POST of a newsletter sent before the upgrade.
    const oneClick = await fetch(`${http.url}/newsletter/baja?token=${confirmed!.token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await statusOf(confirmed!.email)).toBeUndefined();
    // The footer's link of such a newsletter (the page sends the token through GraphQL).
    const footer = await postGraphQL(http.url, { query: UNSUBSCRIBE, variables: { token: pending!.token } });
    expect(footer.json.data?.unsubscribeFromNewsletter).toBe(true);
    expect(await statusOf(pending!.email)).toBeUndefined();
    expect(await statusOf(OLD_SUBSCRIBERS[2]!.email)).toBe('confirmado');
  });

  it('restores an archive made before the upgrade with its links working and no plain token kept', async () => {
    const line = (old: OldSubscriber, id: number) =>
      JSON.stringify({
        id,
        email: old.email,
        status: old.status,
        token: old.token,
        created_at: new Date().toISOString(),
        confirmed_at: old.status === 'confirmado' ? new Date().toISOString() : null,
      });
    const manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: 23,
      tables: {},
      files: 0,
    };
    const archive = await archiveOf([
      { name: 'manifest.json', body: Buffer.from(JSON.stringify(manifest)) },
      {
        name: 'db/newsletter_subscribers.jsonl',
        body: Buffer.from(`${OLD_SUBSCRIBERS.map((old, i) => line(old, i + 1)).join('\n')}\n`),
      },
    ]);
    await restoreBackup(app.runtime.services, archive);
    const stored = JSON.stringify(await executeRows(db(), sql`select * from newsletter_subscribers`));
    for (const old of OLD_SUBSCRIBERS) expect(stored).not.toContain(old.token);

    const [pending, confirmed] = OLD_SUBSCRIBERS;
    await postGraphQL(http.url, { query: CONFIRM, variables: { token: pending!.token } });
    expect(await statusOf(pending!.email)).toBe('confirmado');
    await postGraphQL(http.url, { query: UNSUBSCRIBE, variables: { token: confirmed!.token } });
    expect(await statusOf(confirmed!.email)).toBeUndefined();
  });
});
