/**
 * What the backup reads from the database's own catalog, so a table added by
 * a later migration is backed up without touching this code.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type DbExecutor } from '../../db/client';

/**
 * Rebuilt by triggers when the rows they derive from are restored: the word
 * index by `articles_index_words` (migration 0005; its word pairs since 0015),
 * the list totals by the counting triggers on articles and guides (migration
 * 0007), the word index's entry totals by its statement triggers (0018), the
 * subscriber totals by the trigger on newsletter_subscribers (0021).
 * Restoring them as well would count everything twice.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'article_words',
  'search_words',
  'article_phrases',
  'search_phrases',
  'search_word_totals',
  'search_phrase_totals',
  'content_totals',
  'newsletter_totals',
]);

/**
 * Tables a backup leaves out, each with the reason the manifest states. The
 * archive is meant to leave the server (downloaded, copied off-site), so it
 * holds nothing that signs anyone in, and no short-lived operational rows that
 * only name visitors (addresses, visitor ids) and mean nothing after a restore.
 */
export const NOT_IN_BACKUP: ReadonlyMap<string, string> = new Map([
  ['sessions', 'sign-in sessions (a restore signs everyone out)'],
  ['password_reset_tokens', 'unused password-reset links'],
  ['outgoing_emails', 'password-reset e-mails not yet sent: their bodies hold the link'],
  ['throttles', "rate-limit counters of the last day, keyed by visitors' addresses"],
  ['login_addresses', 'addresses the admin signed in from lately (relearnt at her next sign-in)'],
  ['content_views', 'view de-duplication of the last 30 minutes, keyed by visitor'],
  ['analytics_visitors', "today's and yesterday's salted visitor hashes, only to count each visitor once a day"],
  ['analytics_salts', 'the salts of those hashes: leaving the server would defeat them'],
  ['backup_runs', "this server's own backup history"],
  ['job_runs', "the last run of this server's scheduled jobs"],
]);

/**
 * Left as they are by a restore (every other table is emptied first): the
 * backup history and the scheduled jobs' last runs describe this server, not
 * the site.
 */
export const KEPT_BY_RESTORE: ReadonlySet<string> = new Set(['backup_runs', 'job_runs']);

/** Columns the ratings trigger keeps (migration 0007): restoring the ratings rebuilds them from zero. */
export const DERIVED_COLUMNS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['articles', new Set(['rating_sum', 'rating_count'])],
  ['guides', new Set(['rating_sum', 'rating_count'])],
]);

export interface TableShape {
  name: string;
  /** Columns a restore writes: every column but generated ones (search_text). */
  columns: string[];
  /** Serial columns whose sequence must continue after the restored rows. */
  serials: string[];
}

/** Every table in `public`, parents before the tables whose foreign keys point at them. */
export async function publicTables(db: DbExecutor): Promise<TableShape[]> {
  const columns = await executeRows<{ table_name: string; column_name: string; serial: boolean }>(
    db,
    sql`select c.table_name, c.column_name, coalesce(c.column_default like 'nextval(%', false) as serial
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const edges = await executeRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of columns) {
    if (DERIVED_COLUMNS.get(row.table_name)?.has(row.column_name)) continue;
    const shape = shapes.get(row.table_name) ?? { name: row.table_name, columns: [], serials: [] };
    shape.columns.push(row.column_name);
    if (row.serial) shape.serials.push(row.column_name);
    shapes.set(row.table_name, shape);
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const edge of edges) if (edge.child === name && edge.parent !== name) place(edge.parent, path);
    const shape = shapes.get(name);
    if (shape) ordered.push(shape);
    placed.add(name);
  };
  for (const name of [...shapes.keys()].sort()) place(name, new Set());
  return ordered;
}

/** How many migrations the database has applied (drizzle's own journal). */
export async function appliedMigrations(db: DbExecutor): Promise<number> {
  const [row] = await executeRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}
