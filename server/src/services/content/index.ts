/**
 * Articles and guides: public lists, admin editing, revisions and scheduled publishing. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { listArticlesForAdmin, listGuidesForAdmin } from './adminListing';
export { articleKind } from './articleKind';
export { loadArticleBodies } from './columns';
export { CONTENT_EVENTS, type ContentEvent } from './contentEvents';
export { contentKindOf } from './contentKindOf';
export { deleteContent } from './deleteContent';
export { announceFreeDownload, GUIDE_EVENTS, type FreeGuideDownloaded } from './downloadEvents';
export { findFreeGuidePdf, findGuidePdfForAdmin, hasPublicDownload } from './downloads';
export { latestArticles } from './feeds';
export { guideKind } from './guideKind';
export { listPublishedArticles, listPublishedGuides } from './listing';
export { publishDueAndAnnounce, publishJobs } from './publishJobs';
export { upcomingSchedules } from './publishSchedule';
export { findPublishedArticle, findPublishedGuide, isFreeGuide, listFeatured } from './published';
export { restoreRevision } from './restoreRevision';
export { compareRevision } from './revisionDiff';
export { listRevisions } from './revisions';
export { asteriskBold, sanitizeInlineHtml } from './sanitize';
export { findContentForAdmin, saveContent } from './saveContent';
export { newestContentDate, SITEMAP_MAX_URLS, type SitemapKind, sitemapParts, sitemapRows } from './sitemap';
export { allRowsTotal } from './totals';
