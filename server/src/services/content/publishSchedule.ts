/**
 * Scheduled publishing: a 'Programado' article or guide becomes 'Publicado' at
 * its scheduled_at, dated then (created_at is the public date: lists, RSS).
 *
 * The 'publish-scheduled' job runs it every minute (publishJobs.ts); one UPDATE per
 * table both finds and flips the due rows, so when two callers run at the
 * same moment Postgres lets one flip each row and the other's WHERE no longer
 * matches it: a schedule fires exactly once. Nothing is kept in memory, so a
 * restart loses no schedule (the first pass publishes what fell due while the
 * site was down) and the change reaches every instance's page cache through
 * the tables' triggers, as an edit by the owner does.
 */
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { instantToWallTime } from '@crecer/domain/schedule';
import type { DbExecutor } from '../../db/client';
import { articles, guides, PUBLISHED, SCHEDULED, type ContentTypeValue } from '../../db/schema';

const SCHEDULED_TABLES = [
  { contentType: 'article', table: articles },
  { contentType: 'guide', table: guides },
] as const satisfies readonly { contentType: ContentTypeValue; table: typeof articles | typeof guides }[];

export interface PublishedBySchedule {
  contentType: ContentTypeValue;
  id: number;
  publishedAt: Date;
}

/** Publishes every row due at `now`; returns what this call published (another instance's rows are not listed). */
export async function publishDueContent(db: DbExecutor, now = new Date()): Promise<PublishedBySchedule[]> {
  const published: PublishedBySchedule[] = [];
  for (const { contentType, table } of SCHEDULED_TABLES) {
    const rows = await db
      .update(table)
      .set({
        status: PUBLISHED,
        // Dated at the minute she chose, not whenever the pass ran.
        createdAt: sql`${table.scheduledAt}`,
        updatedAt: now,
        scheduledAt: null,
      })
      .where(and(eq(table.status, SCHEDULED), lte(table.scheduledAt, now)))
      .returning({ id: table.id, publishedAt: table.createdAt });
    published.push(...rows.map((row) => ({ contentType, ...row })));
  }
  return published;
}

export interface ScheduledItem {
  contentType: ContentTypeValue;
  id: number;
  title: string;
  /** On the site's clock, 'YYYY-MM-DDTHH:mm'. */
  scheduledFor: string;
}

export const UPCOMING_LIMIT = 10;

/** The next schedules of both kinds, soonest first, for the dashboard: each table read in its partial index. */
export async function upcomingSchedules(db: DbExecutor, timeZone: string): Promise<ScheduledItem[]> {
  const kinds = await Promise.all(
    SCHEDULED_TABLES.map(async ({ contentType, table }) => {
      const rows = await db
        .select({ id: table.id, title: table.title, scheduledAt: table.scheduledAt })
        .from(table)
        .where(and(isNotNull(table.scheduledAt), eq(table.status, SCHEDULED)))
        .orderBy(asc(table.scheduledAt), asc(table.id))
        .limit(UPCOMING_LIMIT);
      return rows.map((row) => ({ contentType, ...row, scheduledAt: row.scheduledAt as Date }));
    }),
  );
  return kinds
    .flat()
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime())
    .slice(0, UPCOMING_LIMIT)
    .map(({ scheduledAt, ...item }) => ({ ...item, scheduledFor: instantToWallTime(scheduledAt, timeZone) }));
}
