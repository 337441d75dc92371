import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface ImageVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * Every uploaded image with its responsive WebP variants, keyed by the public
 * URL stored on the content row, so pages can build srcset without guessing.
 */
export const mediaAssets = pgTable('media_assets', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  key: text('key').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  bytes: integer('bytes').notNull(),
  variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
