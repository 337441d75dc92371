import { instantToWallTime } from '@crecer/domain/schedule';
import { resolveImage } from './imageField';
import { summaryFromTotals } from '../../services/ratings';
import type { GuideResolvers } from '../../__generated__/resolvers-types';
import { hasPublicDownload, isFreeGuide } from '../../services/content';

export const Guide: GuideResolvers = {
  image: (guide, _args, context) => resolveImage(guide.imageUrl, context),
  price: (guide) => (guide.price === null ? null : Number(guide.price)),
  isFree: (guide) => isFreeGuide(guide),
  hasPdf: (guide) => Boolean(guide.pdfUrl),
  // The owner downloads through an admin-only route; the storage key itself is never sent.
  pdfUrl: (guide) => (guide.pdfUrl ? `/download/admin/guides/${guide.id}` : null),
  // Only free published guides get a public path; paid PDFs go through signed links.
  downloadUrl: (guide) => (hasPublicDownload(guide) ? `/download/guides/${guide.id}` : null),
  scheduledFor: (guide, _args, { config }) =>
    guide.scheduledAt ? instantToWallTime(guide.scheduledAt, config.siteTimeZone) : null,
  category: (guide, _args, { loaders }) =>
    guide.categoryId === null ? null : loaders.categoryById.load(guide.categoryId),
  // The row's own totals: a list or a page asks the ratings table nothing.
  averageRating: (guide) => summaryFromTotals(guide.ratingSum, guide.ratingCount).average,
  ratingCount: (guide) => guide.ratingCount,
};
