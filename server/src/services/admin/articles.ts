/**
 * Admin rules for articles (admin spec §5): validation with the spec's
 * messages, publish rule, cover image replacement, user id and timestamps.
 */
import { articleRules, fieldErrors } from '@crecer/domain/contentRules';
import { eq, sql } from 'drizzle-orm';
import type { FileUpload } from 'graphql-upload-minimal';
import { articles, type ArticleRow, type CategoryPositionValue, type ContentStatusValue } from '../../db/schema';
import type { AppServices } from '../types';
import { notFound } from '../errors';
import { parseId } from '../ids';
import { sanitizeArticleHtml } from '../content/sanitize';
import { deleteStoredFile, storeImage } from '../media/images';
import { receiveUpload } from '../media/uploads';
import { existingCategoryId } from './categoryRefs';
import { throwIfInvalid } from './validation';

export interface ArticleInputData {
  title: string;
  summary: string;
  content: string;
  categoryId?: string | null;
  categoryPosition?: CategoryPositionValue | null;
  status?: ContentStatusValue | null;
  isFeatured?: boolean | null;
  image?: Promise<FileUpload> | null;
  removeImage?: boolean | null;
}

export const ARTICLE_NOT_FOUND = 'Artículo no encontrado.';

export async function findArticleForAdmin(services: AppServices, rawId: string): Promise<ArticleRow | null> {
  const [row] = await services.db
    .select()
    .from(articles)
    .where(eq(articles.id, parseId(rawId)));
  return row ?? null;
}

async function validate(services: AppServices, input: ArticleInputData, existing: ArticleRow | null) {
  const content = sanitizeArticleHtml(input.content ?? '');
  const categoryId = await existingCategoryId(services.db, input.categoryId);
  const status = input.status ?? 'Borrador';
  const keepsImage = Boolean(existing?.imageUrl) && !input.removeImage;
  // The rules judge what will be stored: the sanitized HTML, a category that still exists.
  throwIfInvalid(
    fieldErrors(articleRules, {
      title: input.title ?? '',
      summary: input.summary ?? '',
      content,
      categoryId: categoryId === null ? null : String(categoryId),
      categoryPosition: input.categoryPosition ?? null,
      published: status === 'Publicado',
      image: Boolean(input.image) || keepsImage,
    }),
  );
  return { content, categoryId: categoryId as number, status, keepsImage };
}

/** Creates or updates; returns the saved row. The old cover is deleted only after the row is saved. */
export async function saveArticle(
  services: AppServices,
  userId: string,
  input: ArticleInputData,
  rawId?: string,
): Promise<ArticleRow> {
  const existing = rawId ? await findArticleForAdmin(services, rawId) : null;
  if (rawId && !existing) throw notFound(ARTICLE_NOT_FOUND);
  const { content, categoryId, status, keepsImage } = await validate(services, input, existing);
  const newImageUrl = input.image
    ? await storeImage(
        services.db,
        services.storage,
        'articleimages',
        'article_',
        await receiveUpload(input.image, 'image', 'image'),
      )
    : null;
  const values = {
    title: input.title.trim(),
    summary: input.summary.trim(),
    content,
    categoryId,
    categoryPosition: input.categoryPosition ?? 'top-right',
    status,
    isFeatured: input.isFeatured ?? false,
    imageUrl: newImageUrl ?? (keepsImage ? (existing?.imageUrl ?? null) : null),
    userId,
    updatedAt: new Date(),
  };
  let saved: ArticleRow | undefined;
  try {
    [saved] = existing
      ? await services.db.update(articles).set(values).where(eq(articles.id, existing.id)).returning()
      : await services.db.insert(articles).values(values).returning();
  } catch (error) {
    await deleteStoredFile(services.db, services.storage, services.logger, newImageUrl);
    throw error;
  }
  if (!saved) throw notFound(ARTICLE_NOT_FOUND);
  if (existing?.imageUrl && existing.imageUrl !== saved.imageUrl) {
    await deleteStoredFile(services.db, services.storage, services.logger, existing.imageUrl);
  }
  return saved;
}

/** Deletes the article, its ratings and its cover image. */
export async function deleteArticle(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (row) await tx.execute(sql`delete from ratings where content_type = 'article' and content_id = ${id}`);
    return row;
  });
  if (!deleted) throw notFound(ARTICLE_NOT_FOUND);
  await deleteStoredFile(services.db, services.storage, services.logger, deleted.imageUrl);
  return id;
}
