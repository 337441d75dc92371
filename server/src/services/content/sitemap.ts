/**
 * What the sitemap files list: published articles and guides in id order, cut
 * into files of at most SITEMAP_MAX_URLS URLs (the protocol's limit is 50,000
 * URLs and 50 MB per file). Rows are read in batches, so a file of 50,000
 * URLs never sits in memory whole.
 */
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { articles, guides, PUBLISHED } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { executeRows } from '../../db/client';
import { publishedTotal } from './totals';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per statement while a file is written. */
const BATCH = 5_000;

export type SitemapKind = 'articulos' | 'guias';

const TABLES = { articulos: articles, guias: guides } as const;
const CONTENT_TYPES = { articulos: 'article', guias: 'guide' } as const;

export interface SitemapPart {
  kind: SitemapKind;
  /** 1-based number of the file within its kind. */
  number: number;
  lastmod: Date;
}

/**
 * The files of one kind: how many, from the published total that content_totals keeps
 * (migrations/0007_admin_lists.sql), so the index costs two index lookups whatever the
 * number of rows, where numbering every published row to group them cost 150 ms at
 * 100,000 articles. Each file is dated with the kind's newest published row (read from
 * the end of the (status, updated_at) index): never older than the file's own newest
 * row, and the same date as before for a kind that fits in one file.
 */
export async function sitemapParts(db: DbExecutor, kind: SitemapKind, perFile: number): Promise<SitemapPart[]> {
  const table = TABLES[kind];
  const [row] = await executeRows<{ total: number; lastmod: string | Date | null }>(
    db,
    sql`select ${publishedTotal(CONTENT_TYPES[kind], 0)}::int as total,
      (select max(${table.updatedAt}) from ${table} where ${table.status} = ${PUBLISHED}) as lastmod`,
  );
  if (!row?.lastmod) return [];
  const lastmod = new Date(row.lastmod);
  return Array.from({ length: Math.ceil(Number(row.total) / perFile) }, (_, i) => ({ kind, number: i + 1, lastmod }));
}

/** The newest updated_at of any published row, for the static pages' lastmod. */
export async function newestContentDate(db: DbExecutor): Promise<Date | null> {
  const [a] = await db
    .select({ value: max(articles.updatedAt) })
    .from(articles)
    .where(eq(articles.status, PUBLISHED));
  const [g] = await db
    .select({ value: max(guides.updatedAt) })
    .from(guides)
    .where(eq(guides.status, PUBLISHED));
  const times = [a?.value, g?.value].filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

export interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/**
 * The rows of file `number`, batch by batch in id order: the file's first id is found
 * once, then each batch continues after the last id (no growing OFFSET).
 */
export async function* sitemapRows(
  db: DbExecutor,
  kind: SitemapKind,
  number: number,
  perFile: number,
): AsyncGenerator<SitemapRow[]> {
  const table = TABLES[kind];
  const published = eq(table.status, PUBLISHED);
  const [first] = await db
    .select({ id: table.id })
    .from(table)
    .where(published)
    .orderBy(asc(table.id))
    .limit(1)
    .offset((number - 1) * perFile);
  if (!first) return;
  let remaining = perFile;
  let after = first.id - 1;
  while (remaining > 0) {
    const batch = await db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table)
      .where(and(published, gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(Math.min(BATCH, remaining));
    if (batch.length === 0) return;
    yield batch;
    remaining -= batch.length;
    after = batch[batch.length - 1]?.id ?? after;
  }
}
