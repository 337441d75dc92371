import path from 'node:path';
import type { DatabaseHandle } from './client';

/** Arbitrary constant: serializes start-up writes when several instances start at once. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies every pending migration in migrations/ (idempotent, safe to run
 * concurrently), then runs `whileLocked` before letting the next instance in:
 * start-up work that checks and then writes (seeding an empty database,
 * creating the ADMIN_EMAIL account) would otherwise race between instances.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  rootDir: string,
  databaseUrl?: string,
  whileLocked?: () => Promise<void>,
): Promise<void> {
  const migrationsFolder = path.join(rootDir, 'migrations');
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    await whileLocked?.();
    return;
  }
  if (!databaseUrl) throw new Error('databaseUrl is required to migrate Postgres');
  // A session-level advisory lock needs one dedicated connection for its whole life.
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(client), { migrationsFolder });
    await whileLocked?.();
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
