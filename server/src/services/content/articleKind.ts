/**
 * Articles in the admin (admin spec §5): what they add to the shared content
 * save (content/): summary and sanitized HTML, a cover, the spec's messages.
 */
import { articleRules, fieldErrors } from '@crecer/domain/contentRules';
import { articles } from '../../db/schema';
import { htmlToText, sanitizeArticleHtml } from './sanitize';
import { writeImage } from '../media';
import type { ContentInput, ContentKind } from './contentKind';
import { throwIfInvalid } from '../shared/validation';

export interface ArticleInputData extends ContentInput {
  summary: string;
  content: string;
}

const ARTICLE_NOT_FOUND = 'Artículo no encontrado.';

/** Saved, found and deleted by content/ (saveContent, findContentForAdmin, deleteContent). */
export const articleKind: ContentKind<typeof articles, ArticleInputData> = {
  table: articles,
  type: 'article',
  messages: { notFoundToEdit: ARTICLE_NOT_FOUND, notFoundToDelete: ARTICLE_NOT_FOUND },
  files: { image: (storage, file) => writeImage(storage, 'articleimages', 'article_', file) },
  revisionColumn: 'articleId',
  revisionText: (row) => ({ summary: row.summary, content: row.content, price: null, paymentLink: null }),
  fromRevision: (revision) => ({ summary: revision.summary, content: revision.content ?? '' }),
  revisionFields: [
    { label: 'Resumen', text: (row) => row.summary },
    { label: 'Contenido', text: (row) => htmlToText(row.content ?? '') },
  ],
  prepare(_services, input, { common, hasFile, sharedErrors }) {
    // The rules judge the sanitized HTML, as it will be stored.
    const content = sanitizeArticleHtml(input.content ?? '');
    throwIfInvalid({
      ...fieldErrors(articleRules, { ...common, summary: input.summary ?? '', content, image: hasFile.image }),
      ...sharedErrors,
    });
    return { summary: input.summary.trim(), content };
  },
};
