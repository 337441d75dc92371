import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { articles } from './articles';
import { categories } from './categories';
import type { CategoryPositionValue, ContentStatusValue } from './enums';
import { guides } from './guides';
import { users } from './users';

/**
 * Every save of an article or a guide, as it was stored (Historial in the admin
 * forms): the newest revision of an item is its current version. Written in the
 * save's transaction (services/content/saveContent.ts) and thinned there to
 * the last REVISIONS_KEPT per item. One of article_id / guide_id is set; each
 * cascades, so an item's revisions go with it whoever deletes it. The PDF of a
 * guide is not versioned: restoring keeps the current one.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    guideId: integer('guide_id').references(() => guides.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The article's summary or the guide's description. */
    summary: text('summary').notNull(),
    /** Sanitized HTML of an article; null for a guide. */
    content: text('content'),
    /** A guide's price and payment link; null for an article. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    paymentLink: text('payment_link'),
    /** Kept in storage while a revision names it (services/media/images.ts). */
    imageUrl: text('image_url'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The category's name when saved, so the comparison still reads after it is deleted. */
    categoryName: text('category_name'),
    categoryPosition: text('category_position').$type<CategoryPositionValue>().notNull(),
    isFeatured: boolean('is_featured').notNull(),
    /** No CHECK: a copy of what the item stored, whatever statuses it allows then. */
    status: text('status').$type<ContentStatusValue>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_revisions_one_item_check', sql`num_nonnulls(${t.articleId}, ${t.guideId}) = 1`),
    // An item's history, newest first; and the thinning's oldest beyond the bound.
    index('content_revisions_article_idx').on(t.articleId, t.id),
    index('content_revisions_guide_idx').on(t.guideId, t.id),
    // A stored file is deleted only when nothing shows it any more (services/media/images.ts).
    index('content_revisions_image_url_idx').on(t.imageUrl),
  ],
);

export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
