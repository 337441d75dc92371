/** Single published items and the featured carousel for the public site. */
import { and, desc, eq } from 'drizzle-orm';
import { articles, guides, PUBLISHED, type GuideRow } from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import { parseId } from '../shared/ids';
import {
  articleFullColumns,
  articleListColumns,
  guideListColumns,
  type ArticleModel,
  type GuideModel,
} from './columns';

export async function findPublishedArticle(
  db: DbExecutor,
  rawId: string | number,
): Promise<Required<ArticleModel> | null> {
  const id = parseId(rawId);
  const [row] = await db
    .select(articleFullColumns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, PUBLISHED)));
  return row ?? null;
}

export async function findPublishedGuide(db: DbExecutor, rawId: string | number): Promise<GuideModel | null> {
  const id = parseId(rawId);
  const [row] = await db
    .select(guideListColumns)
    .from(guides)
    .where(and(eq(guides.id, id), eq(guides.status, PUBLISHED)));
  return row ?? null;
}

export type FeaturedRow = ({ kind: 'article' } & ArticleModel) | ({ kind: 'guide' } & GuideModel);

/** Published featured articles and guides merged, newest updatedAt first (spec: home carousel). */
export async function listFeatured(db: DbExecutor): Promise<FeaturedRow[]> {
  const [featuredArticles, featuredGuides] = await Promise.all([
    db
      .select(articleListColumns)
      .from(articles)
      .where(and(eq(articles.isFeatured, true), eq(articles.status, PUBLISHED)))
      .orderBy(desc(articles.updatedAt)),
    db
      .select(guideListColumns)
      .from(guides)
      .where(and(eq(guides.isFeatured, true), eq(guides.status, PUBLISHED)))
      .orderBy(desc(guides.updatedAt)),
  ]);
  const merged: FeaturedRow[] = [
    ...featuredArticles.map((row) => ({ kind: 'article' as const, ...row })),
    ...featuredGuides.map((row) => ({ kind: 'guide' as const, ...row })),
  ];
  return merged.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/** A guide is free when its price is null or 0 (spec). */
export function isFreeGuide(guide: Pick<GuideRow, 'price'>): boolean {
  return guide.price === null || Number(guide.price) === 0;
}
