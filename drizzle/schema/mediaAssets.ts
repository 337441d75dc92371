import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface ImageVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * Every uploaded image with its responsive WebP variants and JPEG copy, keyed by the public
 * URL stored on the content row, so pages can build srcset without guessing.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull().unique(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    /**
     * A JPEG copy (media/jpegCopy.ts) for places that take one picture and may
     * not show WebP: link previews (WhatsApp shows none above ~300 KB, and the
     * original can weigh 5 MB) and e-mails (Outlook on Windows shows no WebP).
     * Null until made: at upload since migration 0029, by housekeeping before it.
     */
    jpegCopy: jsonb('jpeg_copy').$type<ImageVariant>(),
    /**
     * When the image-copies job last failed to make the copy (its original gone
     * from storage, say): the job tries it again a day later, after the images
     * never tried, so a few broken ones neither fill every hourly run nor its log.
     */
    jpegCopyFailedAt: timestamp('jpeg_copy_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job's reading order among the images still without a copy, read from the index's start.
    index('media_assets_missing_copy_idx')
      .on(t.jpegCopyFailedAt.asc().nullsFirst(), t.id.desc())
      .where(sql`${t.jpegCopy} IS NULL`),
  ],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
