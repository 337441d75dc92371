/** The article form's values, its client-side rules (admin §5) and the mapping to ArticleInput. */
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

/** Text without tags and blanks, to tell an empty editor ('<p></p>') from real content. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export function validateArticle(values: ArticleFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = 'El título es obligatorio.';
  if (!values.summary.trim()) errors.summary = 'El resumen es obligatorio.';
  if (isBlankHtml(values.content)) errors.content = 'El contenido es obligatorio.';
  if (!values.categoryId) errors.categoryId = 'Debes seleccionar una categoría.';
  if (!values.categoryPosition) errors.categoryPosition = 'Debes seleccionar una posición para la categoría.';
  if (values.status === 'PUBLICADO' && !hasMedia(values.image)) {
    errors.image = 'Para artículos publicados, se requiere una imagen de portada.';
  }
  return errors;
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
