/**
 * The values every article and guide form has (title and the publishing
 * column), how a saved item fills them and how they go into the API's input.
 * Each kind's form file adds its own fields around these.
 */
import type { CategoryPosition, ContentStatus } from '../gql/graphql';
import { DEFAULT_CATEGORY_POSITION } from '../shared/categoryPositions';
import { mediaFromUrl, shouldRemove } from '../shared/mediaValue';
import type { PublishingValues } from '../shared/PublishingFields';

export interface ContentValues extends PublishingValues {
  title: string;
}

/** What the edit query returns of an article or a guide for the shared values. */
export interface ContentRecord {
  title: string;
  categoryPosition: CategoryPosition;
  status: ContentStatus;
  scheduledFor?: string | null;
  isFeatured: boolean;
  imageUrl?: string | null;
  category?: { id: string } | null;
}

export function emptyContentValues(): ContentValues {
  return {
    title: '',
    categoryId: null,
    categoryPosition: DEFAULT_CATEGORY_POSITION,
    status: 'BORRADOR',
    scheduledFor: '',
    isFeatured: false,
    image: mediaFromUrl(null),
  };
}

export function contentValuesFrom(record: ContentRecord): ContentValues {
  return {
    title: record.title,
    categoryId: record.category?.id ?? null,
    categoryPosition: record.categoryPosition,
    status: record.status,
    scheduledFor: record.scheduledFor ?? '',
    isFeatured: record.isFeatured,
    image: mediaFromUrl(record.imageUrl),
  };
}

/** The shared part of ArticleInput and GuideInput. */
export function toContentInput(values: ContentValues) {
  return {
    title: values.title.trim(),
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    status: values.status,
    // Only a scheduled item has a time; choosing another status drops it.
    scheduledFor: values.status === 'PROGRAMADO' ? values.scheduledFor : null,
    isFeatured: values.isFeatured,
    image: values.image.file,
    removeImage: shouldRemove(values.image),
  };
}
