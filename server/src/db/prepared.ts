/**
 * Statements built once and then only executed. Building SQL with Drizzle's
 * query builder (walking the column objects, rendering, collecting params)
 * costs more CPU than Postgres spends on a small lookup, and the lookups
 * below run on every list request.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

/**
 * Returns the statement `build` makes for a database handle, building it on
 * first use. Each handle (a transaction is one too) gets its own; a handle's
 * statements go with it.
 */
export function preparedPerHandle<Statement>(build: (db: DbExecutor) => Statement): (db: DbExecutor) => Statement {
  const byHandle = new WeakMap<DbExecutor, Statement>();
  return (db) => {
    let statement = byHandle.get(db);
    if (statement === undefined) byHandle.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * `column = any($name::int[])`: one placeholder for any number of ids, so the
 * statement text (and Postgres's prepared statement) is the same for every
 * batch size. Execute it with idArray(ids).
 */
export function isAnyId(column: AnyPgColumn, placeholderName: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholderName)}::int[])`;
}

/**
 * The Postgres array literal for integer ids. It travels as text: the
 * postgres driver is set up without its array type lookup, so a JS array
 * cannot be sent as a parameter.
 */
export function idArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`Not an integer id: ${String(id)}`);
  return `{${ids.join(',')}}`;
}
