/**
 * 'Quitar contenido de ejemplo' (the dashboard) and `remove-demo` (the CLI): takes away
 * the demo the seed wrote (articles, guides, categories marked in demo_items, and the
 * demo pictures in the site settings), with the items' ratings and view records, in
 * one transaction. Public pages follow on their own: the deletes fire the page cache's
 * triggers (publicCache/cacheRules.ts). Files go after the commit, as every delete in the admin
 * does, and only those nothing else shows (media/images.ts).
 *
 * What she worked on stays: a demo article or guide she saved in the admin form or
 * switched on Estadísticas (both move updated_at away from created_at, which the seed
 * writes equal; a form save also sets user_id) is kept and listed, and so is a demo
 * category she renamed or redescribed, or one that still holds anything. Running it
 * again removes nothing more.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbExecutor } from '../../db/client';
import { categories, contentViews, demoContentLog, ratings, type ContentTypeValue } from '../../db/schema';
import type { AppServices } from '../appServices';
import { deleteStoredFile, publicUrlForKey } from '../media';
import { SEED_CATEGORIES } from './content';
import { SEED_FILE_PREFIX } from './demoContent';

/** The seed's payment links (content.ts): they go nowhere, so a kept guide with one is pointed out. */
export const EXAMPLE_PAYMENT_LINK_PREFIX = 'https://mpago.la/demo-';

/** Demo pictures in the settings: the seed stored them in siteassets under its own prefix. */
const SEED_SITE_IMAGE_PREFIX = publicUrlForKey(`siteassets/${SEED_FILE_PREFIX}`);

export interface KeptDemoItemModel {
  contentType: ContentTypeValue;
  id: number;
  title: string;
  /** A guide still pointing at one of the seed's example payment links. */
  hasExamplePaymentLink: boolean;
}

/** What removal takes away (before: what it would), and the demo items she edited, which it keeps. */
export interface DemoContentReport {
  articles: number;
  guides: number;
  categories: number;
  siteImages: number;
  kept: KeptDemoItemModel[];
}

type ContentTable = 'articles' | 'guides';
const MARKER: Record<ContentTable, string> = { articles: 'article_id', guides: 'guide_id' };

/** A demo row of `table` (aliased `alias`) that she has not touched since it was seeded. */
function removable(table: ContentTable, alias: string): SQL {
  return sql.raw(
    `(exists (select 1 from demo_items d where d.${MARKER[table]} = ${alias}.id)` +
      ` and ${alias}.updated_at = ${alias}.created_at and ${alias}.user_id is null)`,
  );
}

/** Demo categories that nothing would be left in once the removable articles and guides are gone. */
async function emptiedDemoCategories(db: DbExecutor): Promise<number[]> {
  const rows = await executeRows<{ id: number; name: string; description: string | null }>(
    db,
    sql`select c.id, c.name, c.description from categories c join demo_items d on d.category_id = c.id
        where not exists (select 1 from articles a where a.category_id = c.id and not ${removable('articles', 'a')})
          and not exists (select 1 from guides g where g.category_id = c.id and not ${removable('guides', 'g')})`,
  );
  // Renamed or redescribed: hers now.
  const unedited = rows.filter((row) =>
    SEED_CATEGORIES.some((seed) => seed.name === row.name && seed.description === row.description),
  );
  return unedited.map((row) => Number(row.id));
}

interface DemoRow {
  id: number;
  title: string;
  removable: boolean;
  example_link: boolean;
}

async function demoRows(db: DbExecutor, table: ContentTable): Promise<DemoRow[]> {
  const exampleLink =
    table === 'guides' ? sql`coalesce(starts_with(t.payment_link, ${EXAMPLE_PAYMENT_LINK_PREFIX}), false)` : sql`false`;
  return executeRows<DemoRow>(
    db,
    sql`select t.id, t.title, ${removable(table, 't')} as removable, ${exampleLink} as example_link
        from ${sql.raw(table)} t join demo_items d on d.${sql.raw(MARKER[table])} = t.id order by t.id`,
  );
}

async function seedSiteImageCount(db: DbExecutor): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from site_configurations where starts_with(config_value, ${SEED_SITE_IMAGE_PREFIX})`,
  );
  return Number(row?.n ?? 0);
}

function keptItems(rows: DemoRow[], contentType: ContentTypeValue): KeptDemoItemModel[] {
  return rows
    .filter((row) => !row.removable)
    .map((row) => ({
      contentType,
      id: Number(row.id),
      title: row.title,
      hasExamplePaymentLink: Boolean(row.example_link),
    }));
}

/** What removeDemoContent would take away now, and what it would keep. Reads only. */
export async function describeDemoContent(db: DbExecutor): Promise<DemoContentReport> {
  // One after the other: a transaction (and PGlite) runs one statement at a time anyway.
  const articleRows = await demoRows(db, 'articles');
  const guideRows = await demoRows(db, 'guides');
  const categoryIds = await emptiedDemoCategories(db);
  const siteImages = await seedSiteImageCount(db);
  return {
    articles: articleRows.filter((row) => row.removable).length,
    guides: guideRows.filter((row) => row.removable).length,
    categories: categoryIds.length,
    siteImages,
    kept: [...keptItems(articleRows, 'article'), ...keptItems(guideRows, 'guide')],
  };
}

/** Deletes the removable rows of `table` with their ratings and view records; returns them. */
async function deleteRemovable(
  tx: DbExecutor,
  table: ContentTable,
): Promise<{ id: number; image_url: string | null; pdf_url: string | null }[]> {
  const pdf = table === 'guides' ? sql`pdf_url` : sql`null::text`;
  const deleted = await executeRows<{ id: number; image_url: string | null; pdf_url: string | null }>(
    tx,
    sql`delete from ${sql.raw(table)} t where ${removable(table, 't')} returning t.id, t.image_url, ${pdf} as pdf_url`,
  );
  const ids = deleted.map((row) => Number(row.id));
  if (ids.length > 0) {
    const contentType: ContentTypeValue = table === 'articles' ? 'article' : 'guide';
    await tx.delete(ratings).where(and(eq(ratings.contentType, contentType), inArray(ratings.contentId, ids)));
    await tx
      .delete(contentViews)
      .where(and(eq(contentViews.contentType, contentType), inArray(contentViews.contentId, ids)));
  }
  return deleted;
}

/**
 * Removes the demo content in one transaction (see the file comment for what stays),
 * then the files only it used. Returns what was removed and what was kept.
 */
export async function removeDemoContent(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
): Promise<DemoContentReport> {
  const { db, storage, logger } = services;
  const removed = await db.transaction(async (tx) => {
    const articleRows = await deleteRemovable(tx, 'articles');
    const guideRows = await deleteRemovable(tx, 'guides');
    const categoryIds = await emptiedDemoCategories(tx);
    const categoryRows =
      categoryIds.length > 0
        ? await tx.delete(categories).where(inArray(categories.id, categoryIds)).returning({ id: categories.id })
        : [];
    // Cleared, not deleted: a stored null is "no picture" (the default), as when she removes one.
    const siteImages = await executeRows<{ old: string }>(
      tx,
      sql`update site_configurations s set config_value = null, updated_at = now()
          from (select id, config_value as old from site_configurations
                where starts_with(config_value, ${SEED_SITE_IMAGE_PREFIX}) for update) o
          where s.id = o.id returning o.old`,
    );
    const counts = {
      articles: articleRows.length,
      guides: guideRows.length,
      categories: categoryRows.length,
      siteImages: siteImages.length,
    };
    if (counts.articles + counts.guides + counts.categories + counts.siteImages > 0)
      await tx.insert(demoContentLog).values({ action: 'removed', ...counts });
    const files = [
      ...articleRows.map((row) => row.image_url),
      ...guideRows.flatMap((row) => [row.image_url, row.pdf_url]),
      ...siteImages.map((row) => row.old),
    ];
    return { counts, files };
  });
  for (const file of removed.files) await deleteStoredFile(db, storage, logger, file);
  const { kept } = await describeDemoContent(db);
  logger.info({ ...removed.counts, kept: kept.length }, 'demo content removed');
  return { ...removed.counts, kept };
}
