/**
 * One Drizzle API over two drivers: postgres.js when DATABASE_URL is set,
 * embedded PGlite (stored in DATA_DIR/pglite) otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PRIVATE_FOLDER_MODE, tightenTree } from '../privateFiles';
import { yieldTurnsBetweenStatements } from './pgliteTurns';
import { retryingReads } from './retryReads';
import { schema, type Schema } from './schema';

/**
 * Drizzle's driver-neutral base, which both drivers' databases extend: what a
 * query returns is the same on both, and `execute`'s raw result (rows on
 * postgres.js, `{ rows }` on PGlite) is typed as unknown, so code that needs
 * it goes through executeRows below. Each driver's database is assigned to
 * this type without a cast in createDatabase, so a driver that stops
 * satisfying it fails the typecheck.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statements executed so far (for tests and benchmarks that count SQL). */
  statementCount(): number;
  /** Raw SQL for migrations and tools. */
  exec(sqlText: string): Promise<void>;
  /**
   * Receives NOTIFY messages on `channel`: on Postgres over a connection of its own,
   * listening again when it is lost. What is sent while no connection listens is lost,
   * so `onLost` runs the moment the connection closes and `onConnected` whenever
   * listening (re)starts. Rejects when the first LISTEN fails.
   */
  listen(channel: string, onMessage: (payload: string) => void, events: ListenEvents): Promise<Unlisten>;
  /** NOTIFY outside Drizzle, so it never counts as one of the app's statements. */
  notify(channel: string, payload: string): Promise<void>;
  /** The embedded instance itself (the job system talks to it through pg-boss's adapter; migrations through drizzle's); undefined on Postgres. */
  pglite?: PGlite;
}

export interface ListenEvents {
  onConnected(): void;
  onLost(): void;
}

export type Unlisten = () => Promise<void>;

/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_DELAY_MS = 1_000;
/** Seconds a new Postgres connection may take to start (see the pool below). */
const CONNECT_TIMEOUT_S = 10;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Logs each statement when true. */
  onStatement?: (query: string, params: unknown[]) => void;
  maxConnections?: number;
}

/** Whether a PGlite folder already holds a database (initdb writes PG_VERSION). */
export function isPgliteDirReady(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}

/** postgresql.conf lines for PGlite, sized for one small site in one process. */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 4MB'];

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let statements = 0;
  const logger: DrizzleLogger = {
    logQuery(query, params) {
      statements += 1;
      options.onStatement?.(query, params);
    },
  };

  const { databaseUrl } = options;
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const poolSize = options.maxConnections ?? 10;
    const client = postgres(databaseUrl, {
      max: poolSize,
      onnotice: () => {},
      // Prepared statements are named per query text and reused per connection.
      prepare: true,
      // Drizzle needs no custom array types; skipping the lookup also avoids a stray
      // failing background query when connections are killed.
      fetch_types: false,
      connection: { application_name: 'crecer-en-familia' },
      // A connection whose start-up is cut short (its backend terminated, the server restarting)
      // may be given up on only at this timeout, with the queries queued behind it; postgres.js's
      // default is 30 s. On a reachable database a connection starts in milliseconds.
      connect_timeout: CONNECT_TIMEOUT_S,
    });
    // A read that meets a connection which died while idle is tried again.
    const db: Database = drizzle(retryingReads(client, poolSize), { schema, logger });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await client`select 1`),
      close: () => client.end({ timeout: 5 }),
      statementCount: () => statements,
      exec: async (text) => void (await client.unsafe(text)),
      notify: async (channel, payload) => void (await client.notify(channel, payload)),
      async listen(channel, onMessage, events) {
        let stopped = false;
        let retry: NodeJS.Timeout | undefined;
        // Not postgres.js's sql.listen: it re-listens silently after a lost connection (and
        // gives up if that fails), so a cache would never learn that messages were missed.
        const listener = postgres(databaseUrl, {
          max: 1,
          // Kept open for good (postgres.js has no idle timeout unless one is set).
          max_lifetime: null,
          fetch_types: false,
          onnotice: () => {},
          connection: { application_name: 'crecer-en-familia-listen' },
          onclose: () => {
            if (stopped) return;
            events.onLost();
            retry = setTimeout(relisten, RELISTEN_DELAY_MS);
          },
          // postgres.js hands every NOTIFY to this option; its own sql.listen is built on it.
          ...({ onnotify: (from: string, payload: string) => from === channel && onMessage(payload) } as object),
        });
        const start = async () => {
          await listener.unsafe(`LISTEN "${channel.replace(/"/g, '""')}"`);
          events.onConnected();
        };
        const relisten = () => {
          if (!stopped) start().catch(() => void (retry = setTimeout(relisten, RELISTEN_DELAY_MS)));
        };
        await start().catch(async (error: unknown) => {
          stopped = true;
          await listener.end({ timeout: 1 });
          throw error;
        });
        return async () => {
          stopped = true;
          clearTimeout(retry);
          await listener.end({ timeout: 1 });
        };
      },
    };
  }

  // V8 compiles PGlite's WebAssembly (Postgres, 9 MB) with its baseline compiler, then
  // compiles the hot functions again with TurboFan in the background. That second tier
  // kept ~60 MB more resident in the idle server (docs/performance.md, section 12), and
  // page times with and without it were within the noise of each other; the flag must be
  // set before the module is compiled, and only concerns WebAssembly (PGlite's alone here).
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  const onDisk = !dir.startsWith('memory://');
  if (onDisk) fs.mkdirSync(path.dirname(dir), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  // PGlite gives its files the modes of its own WebAssembly file system (666 for most of a new
  // folder, 644 for the pg_internal.init each start rewrites), whatever this process's umask:
  // they are made owner-only once it has opened the folder and again when it closes (privateFiles.ts).
  const ownerOnly = () => {
    if (onDisk) tightenTree(dir);
  };
  const client = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    // PGlite's Postgres lives in this process's memory: its defaults (128 MB of shared
    // buffers, 64 MB for index builds) took the idle server to ~600 MB against ~250 MB on a
    // Postgres server. The files are read through Node's fs, so the OS cache keeps them warm
    // anyway (measured: docs/performance.md, memory).
    postgresqlconf: PGLITE_SETTINGS,
  });
  ownerOnly();
  yieldTurnsBetweenStatements(client);
  const db: Database = drizzle(client, { schema, logger });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await client.close();
      ownerOnly();
    },
    statementCount: () => statements,
    exec: async (text) => void (await client.exec(text)),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    async listen(channel, onMessage, events) {
      // In process: PGlite has no connection to lose.
      const unlisten = await client.listen(channel, onMessage);
      events.onConnected();
      return () => unlisten();
    },
  };
}

/**
 * The rows of a raw statement on either driver: postgres.js returns them as the
 * result itself, PGlite wraps them in `{ rows }`.
 */
export async function executeRows<Row>(db: DbExecutor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
