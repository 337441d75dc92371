import { SQL } from 'drizzle-orm';
import type { DrizzleTransactionLike } from 'pg-boss';
import { executeRows, type DbExecutor } from '../db/client';

/**
 * The caller's transaction as pg-boss's Drizzle adapter wants it. Drizzle types execute()'s
 * result per driver (unknown on the app's driver-neutral type); the adapter builds its
 * statements with the `sql` tag it is given and reads only their rows, which executeRows
 * returns on either driver.
 */
export function drizzleStatements(db: DbExecutor): DrizzleTransactionLike {
  return {
    execute: (query) => {
      if (!(query instanceof SQL)) throw new TypeError('pg-boss passed a statement not built with drizzle-orm sql');
      return executeRows(db, query);
    },
  };
}
