/**
 * The admin's 'Suscriptores': a page of addresses, newest first, and the CSV
 * export. Totals come from newsletter_totals (a trigger keeps them), so a
 * page costs one indexed read whatever the list's size; a search is matched
 * by the trigram index on the address.
 */
import { asc, desc, gt, ilike, sql } from 'drizzle-orm';
import { newsletterSubscribers, newsletterTotals, type SubscriberStatusValue } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { normalizeAdminPage, toPage, type AdminListInput, type Page } from '../shared/paging';
import { escapeLike } from '../shared/textSearch';

export interface SubscriberModel {
  id: number;
  email: string;
  status: SubscriberStatusValue;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** A page (totalCount: the search's matches) and the whole list's totals, shown while searching too. */
export type SubscriberPageModel = Page<SubscriberModel> & { confirmedCount: number; subscriberCount: number };

const listColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
};

async function totalsByStatus(db: DbExecutor): Promise<Record<SubscriberStatusValue, number>> {
  const rows = await db.select().from(newsletterTotals);
  const totals = { pendiente: 0, confirmado: 0 };
  for (const row of rows) totals[row.status] = row.total;
  return totals;
}

export async function confirmedSubscriberCount(db: DbExecutor): Promise<number> {
  return (await totalsByStatus(db)).confirmado;
}

export async function listSubscribers(
  db: DbExecutor,
  input: AdminListInput | null | undefined,
): Promise<SubscriberPageModel> {
  const args = normalizeAdminPage(input);
  const totals = await totalsByStatus(db);
  const wholeList = { confirmedCount: totals.confirmado, subscriberCount: totals.pendiente + totals.confirmado };
  const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];
  if (args.search === null) {
    const items = await db
      .select(listColumns)
      .from(newsletterSubscribers)
      .orderBy(...newestFirst)
      .limit(args.pageSize)
      .offset(args.offset);
    return { ...toPage(items, wholeList.subscriberCount, args), ...wholeList };
  }
  const matching = ilike(newsletterSubscribers.email, `%${escapeLike(args.search.toLowerCase())}%`);
  const rows = await db
    .select({ ...listColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newsletterSubscribers)
    .where(matching)
    .orderBy(...newestFirst)
    .limit(args.pageSize)
    .offset(args.offset);
  const totalCount = rows[0]?.totalCount ?? (args.page > 1 ? await db.$count(newsletterSubscribers, matching) : 0);
  return {
    ...toPage(
      rows.map(({ totalCount: _total, ...row }) => row),
      totalCount,
      args,
    ),
    ...wholeList,
  };
}

/** Rows read per query by the export: the file streams out, memory stays flat. */
export const EXPORT_BATCH = 1000;

/** Every subscriber, oldest first, in batches (keyset on id). */
export async function* subscribersForExport(db: DbExecutor): AsyncGenerator<SubscriberModel[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select(listColumns)
      .from(newsletterSubscribers)
      .where(gt(newsletterSubscribers.id, after))
      .orderBy(asc(newsletterSubscribers.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
  }
}
