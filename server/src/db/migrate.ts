import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import { executeRows, type DatabaseHandle } from './client';

/** Arbitrary constant: serializes start-up writes when several instances start at once. */
const MIGRATION_LOCK_ID = 727_001;

/** Runs one statement and returns its rows (PGlite through Drizzle, Postgres through the locked connection). */
type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * When the newest migration already applied was created (drizzle's created_at,
 * the journal's `when`), or 0 on an empty database. Drizzle applies exactly the
 * journal entries newer than this, so it names what a run applied.
 */
async function lastAppliedAt(run: RunSql): Promise<number> {
  const [table] = await run(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return 0;
  const [row] = await run('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
  return Number(row?.last ?? 0);
}

/** The journal's migrations (migrations/meta/_journal.json) created after `since`, by name. */
function migrationsAfter(migrationsFolder: string, since: number): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.filter((entry) => entry.when > since).map((entry) => entry.tag);
}

/** The info line at start naming the migrations this run applied (none on a restart). */
export function logAppliedMigrations(logger: Logger, applied: string[]): void {
  if (applied.length > 0) logger.info({ migrations: applied }, `applied ${applied.length} database migration(s)`);
  else logger.info({ migrations: [] }, 'database schema up to date: no migration applied');
}

/**
 * Applies every pending migration in migrations/ (idempotent, safe to run
 * concurrently), then runs `whileLocked` before letting the next instance in:
 * start-up work that checks and then writes (seeding an empty database,
 * creating the ADMIN_EMAIL account) would otherwise race between instances.
 * Returns the names of the migrations this run applied (`whileLocked` gets them
 * too, for logAppliedMigrations).
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  rootDir: string,
  databaseUrl?: string,
  whileLocked?: (applied: string[]) => Promise<void>,
): Promise<string[]> {
  const migrationsFolder = path.join(rootDir, 'migrations');
  if (handle.pglite) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const before = await lastAppliedAt((text) => executeRows(handle.db, sql.raw(text)));
    // Drizzle's PGlite migrator takes its own driver's database, not the app's driver-neutral one.
    await migrate(drizzle(handle.pglite), { migrationsFolder });
    const applied = migrationsAfter(migrationsFolder, before);
    await whileLocked?.(applied);
    return applied;
  }
  if (!databaseUrl) throw new Error('databaseUrl is required to migrate Postgres');
  // A session-level advisory lock needs one dedicated connection for its whole life.
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    // Read under the lock: an instance that started first has applied them, not this one.
    const before = await lastAppliedAt((text) => client.unsafe(text));
    await migrate(drizzle(client), { migrationsFolder });
    const applied = migrationsAfter(migrationsFolder, before);
    await whileLocked?.(applied);
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    return applied;
  } finally {
    await client.end({ timeout: 5 });
  }
}
