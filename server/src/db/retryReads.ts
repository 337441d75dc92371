/**
 * postgres.js keeps idle connections in its pool. When one dies unseen (the
 * database restarted, an admin or a pooler terminated it), the client finds
 * out only when it writes the next statement, which then fails although the
 * database is fine. A read has no effect, so it is tried again; as several
 * idle connections may have died together (a restart kills them all), once
 * per pooled connection, so the last try gets a fresh one. A write never is,
 * because its fate on the lost connection is unknown. Transactions run on
 * their own reserved connection and are not touched: a statement in a broken
 * transaction must fail the transaction.
 *
 * A read also has a deadline. postgres.js (3.4.9) can strand a query queued
 * on a connection terminated while it starts: neither answered nor rejected,
 * ever (seen under pg_terminate_backend mid-load: 3 of 30 requests still
 * waiting after 80 s, the pool answering new ones meanwhile). Past the
 * deadline the read fails like a lost one would, so its request is answered.
 */
import type { Sql } from 'postgres';

/**
 * How long a read may go unanswered. Far above any read the app makes (the
 * slowest report is under 50 ms at 100,000 articles; backups read inside a
 * transaction, which is not wrapped), the same bound as pg-boss's lock wait.
 */
export const READ_DEADLINE_MS = 30_000;

/** A read given up on at READ_DEADLINE_MS; not tried again (another wait could be as long). */
export class ReadDeadlineExceeded extends Error {
  readonly code = 'READ_DEADLINE';
  constructor() {
    super(`a read went unanswered for ${READ_DEADLINE_MS / 1000} s`);
    this.name = 'ReadDeadlineExceeded';
  }
}

/** `pending`, or a ReadDeadlineExceeded if it has not settled within `ms`. */
function withDeadline<T>(pending: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadDeadlineExceeded()), ms);
    timer.unref();
  });
  return Promise.race([Promise.resolve(pending), deadline]).finally(() => clearTimeout(timer));
}

/** Connection-level failures: the statement may never have reached the server. */
const LOST_CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED', // socket closed with the statement in flight
  'CONNECTION_DESTROYED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown: pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
]);

export function isLostConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && LOST_CONNECTION_CODES.has(code);
}

/**
 * Only plain SELECTs: a WITH could hide a data-modifying statement. A SELECT with
 * side effects (nextval, an advisory lock) must not be sent through Drizzle outside
 * a transaction; the app has none (the migration lock uses its own client).
 */
function isRead(query: string): boolean {
  return /^\s*select\b/i.test(query);
}

type UnsafeArgs = Parameters<Sql['unsafe']>;

/**
 * What Drizzle uses of postgres.js's pending query: awaiting it (rows as
 * objects) or `.values()` (rows as arrays). Both run lazily, like postgres.js.
 */
class RetriedRead implements PromiseLike<unknown> {
  constructor(
    private readonly sql: Sql,
    private readonly args: UnsafeArgs,
    private readonly retries: number,
    private readonly deadlineMs: number,
  ) {}

  private run(asArrays: boolean): Promise<unknown> {
    const attempt = (retriesLeft: number): Promise<unknown> => {
      const pending = this.sql.unsafe(...this.args);
      return withDeadline(asArrays ? pending.values() : pending, this.deadlineMs).catch((error: unknown) =>
        retriesLeft > 0 && isLostConnection(error) ? attempt(retriesLeft - 1) : Promise.reject(error),
      );
    };
    return attempt(this.retries);
  }

  values(): Promise<unknown> {
    return this.run(true);
  }

  then<TResult1 = unknown, TResult2 = never>(
    onfulfilled?: ((value: unknown) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): Promise<TResult1 | TResult2> {
    return this.run(false).then(onfulfilled, onrejected);
  }
}

/**
 * The same client, whose `unsafe` (all Drizzle uses outside transactions)
 * retries reads on lost connections, up to once per connection of the pool,
 * and gives up on a read unanswered for `deadlineMs`.
 */
export function retryingReads(sql: Sql, poolSize: number, deadlineMs = READ_DEADLINE_MS): Sql {
  const unsafe = (...args: UnsafeArgs) =>
    isRead(args[0]) ? new RetriedRead(sql, args, poolSize, deadlineMs) : sql.unsafe(...args);
  return new Proxy(sql, {
    get: (target, property, receiver) => (property === 'unsafe' ? unsafe : Reflect.get(target, property, receiver)),
  });
}
