/**
 * Articles in the admin (admin spec §5): what they add to the shared content
 * save (content/): summary and sanitized HTML, a cover, the spec's messages.
 */
import { articleRules, fieldErrors } from '@crecer/domain/contentRules';
import { articles, type ArticleRow } from '../../db/schema';
import { sanitizeArticleHtml } from '../content/sanitize';
import { writeImage } from '../media/images';
import type { AppServices } from '../types';
import type { ContentInput, ContentKind } from './content/contentKind';
import { deleteContent } from './content/deleteContent';
import { findContentForAdmin, saveContent } from './content/saveContent';
import { throwIfInvalid } from './validation';

export interface ArticleInputData extends ContentInput {
  summary: string;
  content: string;
}

export const ARTICLE_NOT_FOUND = 'Artículo no encontrado.';

export const articleKind: ContentKind<typeof articles, ArticleInputData> = {
  table: articles,
  type: 'article',
  messages: { notFoundToEdit: ARTICLE_NOT_FOUND, notFoundToDelete: ARTICLE_NOT_FOUND },
  files: { image: (storage, file) => writeImage(storage, 'articleimages', 'article_', file) },
  prepare(_services, input, { common, hasFile }) {
    // The rules judge the sanitized HTML, as it will be stored.
    const content = sanitizeArticleHtml(input.content ?? '');
    throwIfInvalid(
      fieldErrors(articleRules, { ...common, summary: input.summary ?? '', content, image: hasFile.image }),
    );
    return { summary: input.summary.trim(), content };
  },
};

export function findArticleForAdmin(services: AppServices, rawId: string): Promise<ArticleRow | null> {
  return findContentForAdmin(services.db, articles, rawId);
}

/** Creates or updates; returns the saved row. The old cover is deleted only after the row is saved. */
export function saveArticle(
  services: AppServices,
  userId: string,
  input: ArticleInputData,
  rawId?: string,
): Promise<ArticleRow> {
  return saveContent(articleKind, services, userId, input, rawId);
}

/** Deletes the article, its ratings and its cover image. */
export function deleteArticle(services: AppServices, rawId: string): Promise<number> {
  return deleteContent(articleKind, services, rawId);
}
