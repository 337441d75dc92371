/**
 * A newsletter send cut off by kill -9, on both databases: a real server
 * process sends to a real SMTP server, is killed mid-send, and a new process
 * resumes within a minute (pg-boss's expiry of the dead process's jobs; on
 * PGlite at once, since the data folder has one process), sending no one a
 * second e-mail. At most the e-mails in flight at the kill are lost, and
 * those are recorded as failed, for her 'Reintentar'.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/client';
import { newsletterCampaigns, newsletterSubscribers } from '../src/db/schema';
import { sendNewsletter } from '../src/services/newsletter';
import { insertArticle } from './contentFactory';
import { TEST_DATABASES } from './databases';
import { spawnServer, type ServerProcess } from './instances';
import { createRestartableSite, type RestartableSite } from './restartableSite';
import { freeLoopbackPort, startSmtpSink, type SmtpSink } from './smtpSink';

const SUBSCRIBERS = 120;
/** 10 a second: the send lasts ~12 s, so the kill lands mid-send. */
const PER_MINUTE = 600;
const ROOT = new URL('../..', import.meta.url).pathname;

describe.each(TEST_DATABASES)('a newsletter send killed mid-way on %s', (kind) => {
  let site: RestartableSite | undefined;
  let sink: SmtpSink | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await sink?.close();
    await site?.dispose();
  });

  it('resumes within a minute on a new process and sends no one twice', async () => {
    const smtpPort = await freeLoopbackPort();
    sink = await startSmtpSink(smtpPort);
    const env = {
      NODE_ENV: 'test',
      DEMO_CONTENT: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: 'duena@example.com',
      NEWSLETTER_PER_MINUTE: String(PER_MINUTE),
      BACKUP_INTERVAL_HOURS: '0',
    };
    site = await createRestartableSite(kind, env);
    const prepared = await site.start();
    const { db } = prepared.services;
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `familia${i}@example.com`,
        status: 'confirmado' as const,
      })),
    );
    const article = await insertArticle(db, { title: 'Rutinas para dormir', status: 'Publicado' });
    await sendNewsletter(prepared.services, article.id);
    await prepared.close();

    const start = async () => {
      const port = await freeLoopbackPort();
      return spawnServer(`server on ${kind}`, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: site!.config.dataDir,
          ...(site!.config.databaseUrl ? { DATABASE_URL: site!.config.databaseUrl } : {}),
          LOG_LEVEL: 'warn',
        },
      });
    };
    const recipients = () => sink!.received.map((mail) => mail.envelopeTo[0]!);

    server = await start();
    await expect.poll(() => sink!.received.length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(20);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    const atKill = sink.received.length;
    expect(atKill).toBeLessThan(SUBSCRIBERS);

    server = await start();
    // Resumed: new e-mails arrive within a minute of the restart.
    await expect.poll(() => sink!.received.length, { timeout: 60_000, interval: 200 }).toBeGreaterThan(atKill + 5);
    const done = async () => {
      const [row] = await executeRows<{ sent: number; failed: number }>(
        db2(),
        sql`SELECT sent, failed FROM newsletter_campaigns WHERE article_id = ${article.id}`,
      );
      return Number(row?.sent ?? 0) + Number(row?.failed ?? 0);
    };
    // Read through a second connection on Postgres; on PGlite only the server may open the folder.
    let second: Awaited<ReturnType<RestartableSite['start']>> | undefined;
    const db2 = () => second!.services.db;
    if (kind === 'postgres') {
      second = await site.start();
      await expect.poll(done, { timeout: 60_000, interval: 250 }).toBe(SUBSCRIBERS);
      await second.close();
    } else {
      // Until nothing more arrives for 3 s (the rate sends one every 100 ms), then stop cleanly to read the folder.
      let last = -1;
      await expect
        .poll(
          () => {
            const now = sink!.received.length;
            const settled = now === last && now >= SUBSCRIBERS - 4;
            last = now;
            return settled;
          },
          { timeout: 60_000, interval: 3_000 },
        )
        .toBe(true);
    }
    await server.stop();

    const received = recipients();
    expect(new Set(received).size).toBe(received.length);
    const after = await site.start();
    try {
      const [campaign] = await after.services.db
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.articleId, article.id));
      expect(campaign).toMatchObject({ total: SUBSCRIBERS });
      expect(campaign!.sent + campaign!.failed).toBe(SUBSCRIBERS);
      // Only e-mails in flight at the kill (at most the worker's concurrency) are recorded as
      // failed: each may or may not have reached the server before the kill, and is never resent.
      expect(campaign!.failed).toBeLessThanOrEqual(4);
      const sentTo = await executeRows<{ email: string }>(
        after.services.db,
        sql`SELECT s.email FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
            WHERE d.delivery_status = 'sent'`,
      );
      expect(sentTo).toHaveLength(campaign!.sent);
      for (const { email } of sentTo) expect(received).toContain(email);
      expect(received.length - campaign!.sent).toBeLessThanOrEqual(campaign!.failed);
    } finally {
      await after.close();
    }
  }, 240_000);
});
