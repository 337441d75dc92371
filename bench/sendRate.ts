/**
 * Section 17: how many newsletter e-mails one instance sends a minute through
 * the job system, to a real SMTP server on loopback (smtp-server, in this
 * process), for 1,000 confirmed subscribers, on PGlite and on Postgres. At
 * NEWSLETTER_PER_MINUTE=1000 the figure should be the rate itself; at 6000
 * it shows the ceiling of one instance on this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createRuntime } from '../server/src/bootstrap';
import { loadConfig } from '../server/src/config';
import { newsletterSubscribers } from '../server/src/db/schema';
import { createLogger } from '../server/src/logger';
import { sendNewsletter } from '../server/src/services/newsletter';
import { insertArticle } from '../server/test/contentFactory';
import { freeLoopbackPort } from '../server/test/smtpSink';
import { int, log, type FigureSink } from './report';
import { createScratchDatabase } from './servers';

const SUBSCRIBERS = 1_000;
const TARGET_PER_MINUTE = 1_000;

async function startSink(port: number, onMail: () => void): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        onMail();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** E-mails a minute from the first to the last delivery of one campaign. */
async function measure(databaseUrl: string | undefined, perMinute: number): Promise<number> {
  const port = await freeLoopbackPort();
  const times: number[] = [];
  const closeSink = await startSink(port, () => times.push(performance.now()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-bench-send-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      APP_SECRET: 'bench-send-rate-secret-0123456789',
      DEMO_CONTENT: 'false',
      BACKUP_INTERVAL_HOURS: '0',
    },
    {
      dataDir,
      databaseUrl,
      logLevel: 'error',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      contactTo: 'duena@example.com',
      newsletterPerMinute: perMinute,
    },
  );
  const runtime = await createRuntime(config, { logger: createLogger('error'), seedWhenEmpty: false, runsJobs: true });
  try {
    const { db } = runtime.services;
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
        email: `familia${i}@example.com`,
        status: 'confirmado' as const,
      })),
    );
    const article = await insertArticle(db, { title: 'Rutinas para dormir', status: 'Publicado' });
    await runtime.startWorkers();
    await sendNewsletter(runtime.services, article.id);
    const deadline = performance.now() + (SUBSCRIBERS / perMinute) * 60_000 * 3 + 30_000;
    while (times.length < SUBSCRIBERS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (times.length < SUBSCRIBERS) throw new Error(`only ${times.length} of ${SUBSCRIBERS} e-mails arrived`);
    const minutes = (times.at(-1)! - times[0]!) / 60_000;
    return (SUBSCRIBERS - 1) / minutes;
  } finally {
    await runtime.close();
    await closeSink();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function sendRateSection(sink: FigureSink): Promise<void> {
  log(
    `${int(SUBSCRIBERS)} subscribers, one instance, SMTP on loopback; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const kind of ['PGlite', 'Postgres'] as const) {
    // Each measure on a new database: the subscribers are inserted anew.
    const fresh = async () => (kind === 'Postgres' ? createScratchDatabase('sendrate') : undefined);
    const once = async (perMinute: number) => {
      const scratch = await fresh();
      try {
        return await measure(scratch?.url, perMinute);
      } finally {
        await scratch?.drop();
      }
    };
    const atTarget = await once(TARGET_PER_MINUTE);
    sink.add(
      `${kind}: e-mails a minute at NEWSLETTER_PER_MINUTE=${TARGET_PER_MINUTE}`,
      int(Math.round(atTarget)),
      `≥ ${int(TARGET_PER_MINUTE * 0.95)}`,
      atTarget >= TARGET_PER_MINUTE * 0.95,
    );
    const ceiling = await once(6_000);
    sink.add(
      `${kind}: e-mails a minute at NEWSLETTER_PER_MINUTE=6000 (the instance's ceiling)`,
      int(Math.round(ceiling)),
    );
  }
}
