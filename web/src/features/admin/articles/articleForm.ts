/** The article form's values, its client-side rules (admin §5) and the mapping to ArticleInput. */
import { articleRules, fieldErrors } from '@crecer/domain/contentRules';
import type { ArticleInput } from '../gql/graphql';
import type { ContentRecord, ContentValues } from '../content/contentValues';
import { contentValuesFrom, emptyContentValues, toContentInput } from '../content/contentValues';
import { hasMedia } from '../shared/mediaValue';

export interface ArticleFormValues extends ContentValues {
  summary: string;
  /** HTML from the rich-text editor; '' when empty. */
  content: string;
}

export interface ArticleRecord extends ContentRecord {
  summary: string;
  content: string;
}

export function emptyArticleValues(): ArticleFormValues {
  return { ...emptyContentValues(), summary: '', content: '' };
}

export function articleValuesFrom(article: ArticleRecord): ArticleFormValues {
  return { ...contentValuesFrom(article), summary: article.summary, content: article.content };
}

/** The shared rules (@crecer/domain/contentRules), as the owner has filled the form so far. */
export function validateArticle(values: ArticleFormValues): Record<string, string> {
  return fieldErrors(articleRules, {
    title: values.title,
    summary: values.summary,
    content: values.content,
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    // A scheduled item must be publishable when its time comes.
    published: values.status !== 'BORRADOR',
    image: hasMedia(values.image),
  });
}

/** What an unsaved draft keeps: everything but the chosen cover file (the browser cannot store it). */
export type ArticleDraftData = Omit<ArticleFormValues, 'image'>;

export function articleDraftData({ image: _image, ...rest }: ArticleFormValues): ArticleDraftData {
  return rest;
}

export function toArticleInput(values: ArticleFormValues): ArticleInput {
  return { ...toContentInput(values), summary: values.summary.trim(), content: values.content };
}
