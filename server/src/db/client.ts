/**
 * One Drizzle API over two drivers: postgres.js when DATABASE_URL is set,
 * embedded PGlite (stored in DATA_DIR/pglite) otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { retryingReads } from './retryReads';
import { schema, type Schema } from './schema';

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
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** Logs each statement when true. */
  onStatement?: (query: string, params: unknown[]) => void;
  maxConnections?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let statements = 0;
  const logger: DrizzleLogger = {
    logQuery(query, params) {
      statements += 1;
      options.onStatement?.(query, params);
    },
  };

  if (options.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const poolSize = options.maxConnections ?? 10;
    const client = postgres(options.databaseUrl, {
      max: poolSize,
      onnotice: () => {},
      // Prepared statements are named per query text and reused per connection.
      prepare: true,
      // Drizzle needs no custom array types; skipping the lookup also avoids a stray
      // failing background query when connections are killed.
      fetch_types: false,
      connection: { application_name: 'crecer-en-familia' },
    });
    // A read that meets a connection which died while idle is tried again.
    const db = drizzle(retryingReads(client, poolSize), { schema, logger }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await client`select 1`),
      close: () => client.end({ timeout: 5 }),
      statementCount: () => statements,
      exec: async (text) => void (await client.unsafe(text)),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  const db = drizzle(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    statementCount: () => statements,
    exec: async (text) => void (await client.exec(text)),
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
