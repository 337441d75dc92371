import type { ContentTypeValue } from '../../db/schema';

/** One row of the admin's content statistics table. */
export interface ContentStatRow {
  id: number;
  contentType: ContentTypeValue;
  title: string;
  categoryName: string | null;
  views: number;
  averageRating: number;
  ratingCount: number;
  showViews: boolean;
  showRatings: boolean;
  isFeatured: boolean;
  createdAt: Date;
}
