/** The article form's values, its client-side rules (admin §5) and the mapping to ArticleInput. */
import { articleRules, fieldErrors } from '@crecer/domain/contentRules';
import type { ArticleInput, CategoryPosition, ContentStatus } from '../gql/graphql';
import { DEFAULT_CATEGORY_POSITION } from '../shared/categoryPositions';
import { hasMedia, mediaFromUrl, shouldRemove, type MediaValue } from '../shared/mediaValue';

export interface ArticleFormValues {
  title: string;
  summary: string;
  /** HTML from the rich-text editor; '' when empty. */
  content: string;
  categoryId: string | null;
  categoryPosition: CategoryPosition | null;
  status: ContentStatus;
  isFeatured: boolean;
  image: MediaValue;
}

export interface ArticleRecord {
  title: string;
  summary: string;
  content: string;
  categoryPosition: CategoryPosition;
  status: ContentStatus;
  isFeatured: boolean;
  imageUrl?: string | null;
  category?: { id: string } | null;
}

export function emptyArticleValues(): ArticleFormValues {
  return {
    title: '',
    summary: '',
    content: '',
    categoryId: null,
    categoryPosition: DEFAULT_CATEGORY_POSITION,
    status: 'BORRADOR',
    isFeatured: false,
    image: mediaFromUrl(null),
  };
}

export function articleValuesFrom(article: ArticleRecord): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    content: article.content,
    categoryId: article.category?.id ?? null,
    categoryPosition: article.categoryPosition,
    status: article.status,
    isFeatured: article.isFeatured,
    image: mediaFromUrl(article.imageUrl),
  };
}

/** The shared rules (@crecer/domain/contentRules), as the owner has filled the form so far. */
export function validateArticle(values: ArticleFormValues): Record<string, string> {
  return fieldErrors(articleRules, {
    title: values.title,
    summary: values.summary,
    content: values.content,
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    published: values.status === 'PUBLICADO',
    image: hasMedia(values.image),
  });
}

/** What an unsaved draft keeps: everything but the chosen cover file (the browser cannot store it). */
export type ArticleDraftData = Omit<ArticleFormValues, 'image'>;

export function articleDraftData({ image: _image, ...rest }: ArticleFormValues): ArticleDraftData {
  return rest;
}

export function toArticleInput(values: ArticleFormValues): ArticleInput {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    content: values.content,
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    status: values.status,
    isFeatured: values.isFeatured,
    image: values.image.file,
    removeImage: shouldRemove(values.image),
  };
}
