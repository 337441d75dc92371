/**
 * The one job system for all background work, on pg-boss (docs/architecture.md,
 * "Background work" says why this library). Jobs live in Postgres (the
 * `pgboss` schema of the site's own database, PGlite included), so a job
 * queued by one instance is run by any instance, survives a restart, and is
 * queued in the same transaction as the row it is about.
 *
 * This module knows no feature: features describe their jobs (JobDefinition)
 * and backgroundJobs.ts registers them in one place. Every run is isolated:
 * a handler that throws is recorded by pg-boss as a failed attempt and
 * retried by its queue's policy, and nothing a handler does can end the
 * process (pg-boss catches, and so does runDueJobs).
 *
 * Two ways to run jobs: `startWorkers()` (the server: pg-boss polls, and
 * LISTEN/NOTIFY wakes a queue the moment a job is queued) and `runDueJobs()`
 * (tests and tools: everything due now, in priority order, in this call, with
 * no timer and no real-time wait).
 */
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type Job,
  type PGliteLike,
  type QueueOptions,
  type SendOptions,
} from 'pg-boss';
import type { Config } from '../config';
import { executeRows, type DatabaseHandle, type DbExecutor } from '../db/client';
import { drizzleStatements } from './drizzleStatements';
import type { Logger } from '../logger';
import { recordRunFailed, recordRunStarted, recordRunSucceeded, type RunOutcome } from './jobRuns';

/** Which attempt of which job a handler runs. */
export interface AttemptInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now is final: the queue's policy allows no further retry. */
  isLastAttempt: boolean;
}

/** What a handler learns about the attempt it runs. */
export interface JobAttempt extends AttemptInfo {
  /**
   * Marks this attempt completed inside the caller's transaction, so the job's work and its
   * completion commit together: a crash before the commit leaves neither (the retry does the
   * work once), and a crash after it leaves nothing to retry. False when this attempt's claim
   * has lapsed (expired and handed to another attempt): the caller rolls back and leaves the
   * work to that attempt. For work that is not idempotent (adding to a counter).
   */
  completeWithin(db: DbExecutor): Promise<boolean>;
}

export interface JobDefinition<Data extends object = object> {
  queue: string;
  /**
   * Lower runs first in runDueJobs, and is the order workers start in. Each queue has its
   * own workers, so a queue never waits behind another's backlog in the server either.
   */
  rank: number;
  /** Retry, expiry and retention of every job in the queue. */
  policy: Pick<
    QueueOptions,
    'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds' | 'deleteAfterSeconds'
  >;
  /** How the server's workers take jobs (defaults: 1 at a time, polled every 2 s, woken by NOTIFY). */
  worker?: { batchSize?: number; localConcurrency?: number; pollingIntervalSeconds?: number };
  /** A recurring job: pg-boss queues one at each cron time (UTC), once across instances. */
  schedule?: { cron: string };
  /**
   * A scheduled job may return a line for the owner, in Spanish: what the run did, or
   * something she can act on. The dashboard shows it under the job until the next run.
   */
  run(data: Data, attempt: JobAttempt): Promise<string | void>;
  /** Called when the process stops, before waiting for runs in flight (abandoning a long one). */
  stop?(): void;
}

export type AnyJobDefinition = JobDefinition<never>;

/** How the queue calls a handler: its data type was checked where the job was defined. */
type RunHandler = (data: object, attempt: JobAttempt) => Promise<string | void>;

export interface EnqueueOptions {
  /** Queue inside this transaction: the job exists exactly when the transaction commits. */
  db?: DbExecutor;
  /** Not before this moment. */
  startAfter?: Date;
  /** A job id (UUID): a second job with the same id in the queue is not created. */
  id?: string;
  priority?: number;
}

export interface JobToInsert<Data extends object> {
  data: Data;
  id?: string;
  startAfter?: Date;
}

export interface DueJobsReport {
  completed: number;
  failed: number;
}

export interface JobQueue {
  /**
   * Registers a queue's definition and creates the queue. Every queue exists before any
   * job is sent: on PGlite (one connection) a send inside a transaction must not need
   * pg-boss's own connection to look a queue up.
   */
  define(definition: AnyJobDefinition): Promise<void>;
  definitions(): readonly AnyJobDefinition[];
  send<Data extends object>(queue: string, data: Data, options?: EnqueueOptions): Promise<string | null>;
  /** Many jobs in one statement (a campaign's deliveries). */
  insert<Data extends object>(queue: string, jobs: JobToInsert<Data>[], options?: { db?: DbExecutor }): Promise<void>;
  /** Cancels queued jobs by id; ids that already ran are left alone. */
  cancel(queue: string, ids: string[]): Promise<void>;
  /** An event: every queue subscribed to it gets a job with `data` (features talk through these). */
  publish<Data extends object>(event: string, data: Data, options?: { db?: DbExecutor }): Promise<void>;
  /**
   * Makes `queue` receive a job for every `event` published. Subscriptions are declared in
   * code (backgroundJobs.ts), the same on every instance, so they need no table; and
   * publishing is then plain sends, which run inside the caller's transaction.
   */
  subscribe(event: string, queue: string): void;
  /** The server's mode: workers, cron schedules and pg-boss's supervision of expired jobs. */
  startWorkers(): Promise<void>;
  /** Runs every job due now, queue by queue in rank order, until none is left; retries that are due later wait. */
  runDueJobs(queues?: readonly string[]): Promise<DueJobsReport>;
  /** Runs a scheduled job now, recorded like a scheduled run (tests; 'run now' tools). */
  runScheduled(queue: string): Promise<RunOutcome>;
  /** The next time pg-boss will queue a scheduled job (from its cron). */
  nextScheduledRun(queue: string, after?: Date): Date | null;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  /** The PGlite instance under `database`, when it is one (pg-boss talks to it through its adapter). */
  pglite?: PGliteLike;
  config: Pick<Config, 'databaseUrl'>;
  logger: Logger;
  /**
   * The server's mode: pg-boss supervises (hands back jobs whose process died) and queues
   * cron jobs. Off for tests, the CLI and tools, which only queue jobs and run them by hand.
   */
  supervised: boolean;
  /**
   * No other process can use this database (PGlite: DATA_DIR is locked to one process). Then
   * any job still active at start belonged to a process that died, and is handed back at
   * once rather than after its expiry: a restart after kill -9 resumes sending immediately.
   */
  soleProcess?: boolean;
  /** A scheduled job's first failure in a row (the owner is e-mailed; backgroundJobs.ts wires it). */
  onScheduledFailure?: (queue: string, error: string) => Promise<void>;
}

const SCHEMA = 'pgboss';

/**
 * How often pg-boss's supervisor looks for jobs whose process died (expired while
 * active) and hands them back. With a 30 s expiry on mail, a send cut off by a
 * crash resumes within about 40 s on any instance.
 */
const SUPERVISE_INTERVAL_SECONDS = 10;

export const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, logger } = options;
  const definitions = new Map<string, AnyJobDefinition>();
  let working = false;
  const connection = options.config.databaseUrl
    ? { connectionString: options.config.databaseUrl, max: 4, application_name: 'crecer-en-familia-jobs' }
    : { db: fromPglite(requirePglite(options.pglite)), backend: 'pglite' as const };
  const boss = new PgBoss({
    ...connection,
    schema: SCHEMA,
    supervise: options.supervised,
    schedule: options.supervised,
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    // Cron jobs are checked every 5 s (pg-boss's default, 30 s, let a scheduled article go
    // public up to ~40 s after its minute); each check is one small query, once across instances.
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
    monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    useListenNotify: true,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  // pg-boss reports its own trouble (a lost connection, a failed maintenance pass) as events: logged, never thrown.
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job system error'));
  boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'job system warning'));
  await boss.start();
  const createdQueues = new Set<string>();

  const subscriptions = new Map<string, string[]>();

  const ensureQueue = async (definition: AnyJobDefinition) => {
    if (createdQueues.has(definition.queue)) return;
    const existing = await boss.getQueue(definition.queue);
    if (existing) await boss.updateQueue(definition.queue, { ...definition.policy, notify: true });
    else await boss.createQueue(definition.queue, { ...definition.policy, notify: true });
    // Side-effect free, and it puts the queue in pg-boss's cache (see define()).
    await boss.previewRedrive(definition.queue);
    createdQueues.add(definition.queue);
  };

  const definitionOf = (queue: string): AnyJobDefinition => {
    const definition = definitions.get(queue);
    if (!definition) throw new Error(`No job is defined for queue ${queue}`);
    return definition;
  };

  const connectionOf = (db?: DbExecutor) => (db ? { db: fromDrizzle(drizzleStatements(db), sql) } : {});

  /** One attempt, isolated: whatever the handler throws becomes the attempt's recorded failure. */
  const attempt = async (definition: AnyJobDefinition, job: Job<object>) => {
    const retryLimit = definition.policy.retryLimit ?? 2;
    const retryCount = retryCountOf(job);
    const context: JobAttempt = {
      id: job.id,
      retryCount,
      isLastAttempt: retryCount >= retryLimit,
      completeWithin: async (db) => {
        const response = await boss.complete(definition.queue, { id: job.id, retryCount }, null, connectionOf(db));
        return (response as { affected?: number }).affected === 1;
      },
    };
    if (!definition.schedule) return void (await (definition.run as RunHandler)(job.data, context));
    await runRecorded(definition, job.data, context);
  };

  /**
   * Runs one attempt and records its outcome with pg-boss; true when it completed. Both are
   * fenced to this attempt: one whose claim lapsed while it ran (expired, and handed to
   * another process) must not complete or fail the attempt that now holds the job.
   */
  const settle = async (definition: AnyJobDefinition, job: Job<object>): Promise<boolean> => {
    const fetched = { id: job.id, retryCount: retryCountOf(job) };
    try {
      await attempt(definition, job);
      await boss.complete(definition.queue, fetched);
      return true;
    } catch (error) {
      await boss
        .fail(definition.queue, fetched, { message: errorMessage(error) })
        .catch((failError: unknown) => logger.error({ err: failError }, 'job failure not recorded'));
      if (!definition.schedule) logger.warn({ job: definition.queue, error: errorMessage(error) }, 'job failed');
      return false;
    }
  };

  const runRecorded = async (definition: AnyJobDefinition, data: object, context: JobAttempt) => {
    const started = new Date();
    await recordRunStarted(database.db, definition.queue, started);
    try {
      const summary = (await (definition.run as RunHandler)(data, context)) || null;
      await recordRunSucceeded(database.db, definition.queue, summary);
      return summary;
    } catch (error) {
      const message = errorMessage(error);
      const failuresInRow = await recordRunFailed(database.db, definition.queue, message);
      logger.error({ job: definition.queue, error: message }, 'scheduled job failed');
      if (failuresInRow === 1) {
        await options
          .onScheduledFailure?.(definition.queue, message)
          .catch((alertError: unknown) => logger.error({ err: alertError }, 'job failure alert not queued'));
      }
      throw error;
    }
  };

  const queue: JobQueue = {
    boss,
    async define(definition) {
      definitions.set(definition.queue, definition);
      await ensureQueue(definition);
    },
    definitions: () => [...definitions.values()].sort((a, b) => a.rank - b.rank),
    async send(name, data, enqueue = {}) {
      definitionOf(name);
      const sendOptions: SendOptions = { ...connectionOf(enqueue.db) };
      if (enqueue.startAfter) sendOptions.startAfter = enqueue.startAfter;
      if (enqueue.id) sendOptions.id = enqueue.id;
      if (enqueue.priority !== undefined) sendOptions.priority = enqueue.priority;
      return boss.send(name, data, sendOptions);
    },
    async insert(name, jobs, insertOptions = {}) {
      if (jobs.length === 0) return;
      definitionOf(name);
      await boss.insert(
        name,
        jobs.map((job) => ({
          data: job.data,
          ...(job.id ? { id: job.id } : {}),
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
        })),
        connectionOf(insertOptions.db),
      );
    },
    async cancel(name, ids) {
      for (let i = 0; i < ids.length; i += 500) await boss.cancel(name, ids.slice(i, i + 500));
    },
    async publish(event, data, publishOptions = {}) {
      for (const name of subscriptions.get(event) ?? []) await queue.send(name, data, publishOptions);
    },
    subscribe(event, name) {
      definitionOf(name);
      subscriptions.set(event, [...(subscriptions.get(event) ?? []), name]);
    },
    async startWorkers() {
      if (working) return;
      working = true;
      if (options.soleProcess) await handBackOrphans();
      for (const definition of queue.definitions()) {
        await ensureQueue(definition);
        if (definition.schedule) await boss.schedule(definition.queue, definition.schedule.cron);
        else await boss.unschedule(definition.queue).catch(() => {});
        const { batchSize = 1, localConcurrency = 1, pollingIntervalSeconds = 2 } = definition.worker ?? {};
        await boss.work(
          definition.queue,
          {
            batchSize,
            localConcurrency,
            pollingIntervalSeconds,
            // NOTIFY wakes a worker when a job is queued, not when a deferred one falls due (a
            // campaign's later moments, a retry): so the poll keeps its own pace with NOTIFY on.
            // Without this, pg-boss's slow NOTIFY backstop held a 600-a-minute send to ~1 a 15 s.
            notifyPollingIntervalSeconds: pollingIntervalSeconds,
            // A full batch means more is due: fetch again at once instead of waiting out the poll.
            burstWhenBatchFull: batchSize > 1,
            includeMetadata: true,
          },
          async (jobs) => {
            // One job's failure must not fail its batch-mates: each is completed or failed on its own.
            for (const job of jobs) await settle(definition, job as Job<object>);
          },
        );
      }
    },
    async runDueJobs(names) {
      const report: DueJobsReport = { completed: 0, failed: 0 };
      const order = names ? names.map(definitionOf) : queue.definitions();
      for (let ranAny = true; ranAny;) {
        ranAny = false;
        for (const definition of order) {
          await ensureQueue(definition);
          const jobs = await boss.fetch(definition.queue, { batchSize: 100, includeMetadata: true });
          for (const job of jobs) {
            ranAny = true;
            report[(await settle(definition, job as Job<object>)) ? 'completed' : 'failed'] += 1;
          }
        }
      }
      return report;
    },
    async runScheduled(name) {
      const definition = definitionOf(name);
      try {
        const summary = await runRecorded(
          definition,
          {},
          {
            id: `manual-${Date.now()}`,
            retryCount: 0,
            isLastAttempt: true,
            // No job was fetched: nothing to complete, and nothing else can hold it.
            completeWithin: async () => true,
          },
        );
        return summary ? { status: 'succeeded', summary } : { status: 'succeeded' };
      } catch (error) {
        return { status: 'failed', error: errorMessage(error) };
      }
    },
    nextScheduledRun(name, after = new Date()) {
      const cron = definitions.get(name)?.schedule?.cron;
      if (!cron) return null;
      return boss.previewSchedule(cron, { from: after, count: 1 })[0] ?? null;
    },
    async stop() {
      for (const definition of definitions.values()) definition.stop?.();
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };

  async function handBackOrphans() {
    const handedBack = await retryActiveJobs(database.db);
    if (handedBack > 0) logger.warn({ jobs: handedBack }, 'jobs cut off by a stopped process handed back');
  }

  return queue;
}

/**
 * What pg-boss's supervisor does to an expired active job, now: retried at once while
 * retries remain, failed otherwise. Only for jobs known to belong to no live process.
 */
export async function retryActiveJobs(db: DbExecutor): Promise<number> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`UPDATE pgboss.job SET state = CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END::pgboss.job_state,
          retry_count = retry_count + 1, start_after = now()
        WHERE state = 'active' RETURNING id`,
  );
  return rows.length;
}

const retryCountOf = (job: Job<object>): number => (job as Job<object> & { retryCount?: number }).retryCount ?? 0;

function requirePglite(pglite: PGliteLike | undefined): PGliteLike {
  if (!pglite) throw new Error('The job system needs the PGlite instance when DATABASE_URL is not set');
  return pglite;
}
