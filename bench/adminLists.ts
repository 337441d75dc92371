/**
 * Section 7: the admin's lists and statistics at 100,000 articles (Postgres),
 * with the queries the admin screens send: p50 time over loopback and the
 * response size. Targets from issue #24: ≤ 50 ms and ≤ 50 KB per request.
 */
import type { FigureSink } from './report';
import { figure, timeGraphQL, withBigSite, type SiteAddress } from './bigSite';

const TIME_TARGET_MS = 50;
const SIZE_TARGET_KB = 50;

const ARTICLES = `query AdminArticlesList($input: AdminListInput) { adminArticles(input: $input) {
  items { id title status createdAt category { id name } } totalCount pageCount } }`;
const GUIDES = `query AdminGuidesList($input: AdminListInput) { adminGuides(input: $input) {
  items { id title price status hasPdf pdfUrl paymentLink category { id name } } totalCount pageCount } }`;
const STATS = `query ContentStatsPage($contentType: ContentType!, $search: String, $sortBy: StatsSortKey, $direction: SortDirection, $page: Int) {
  contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {
    items { id contentType title categoryName views averageRating ratingCount showViews showRatings isFeatured createdAt }
    totalCount pageCount } }`;
const CHARTS = `query StatsCharts($contentType: ContentType!) {
  mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) { items { id contentType title views } }
  bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) { items { id contentType title averageRating ratingCount } } }`;

async function measure(site: SiteAddress, sink: FigureSink, name: string, query: string, variables: object) {
  const result = await timeGraphQL(site, query, variables);
  sink.add(
    name,
    figure(result.p50, result.bytes),
    `≤ ${TIME_TARGET_MS} ms, ≤ ${SIZE_TARGET_KB} KB`,
    result.p50 <= TIME_TARGET_MS && result.bytes <= SIZE_TARGET_KB * 1024,
  );
  return result.data;
}

export async function adminListsSection(sink: FigureSink): Promise<void> {
  await withBigSite({}, (site) => measureAdminLists(site, sink));
}

/** Every query the admin's list and statistics screens send, on a site at 100,000 articles. */
export async function measureAdminLists(site: SiteAddress, sink: FigureSink): Promise<void> {
  const first = (await measure(site, sink, 'AdminArticlesList page 1', ARTICLES, {})) as {
    adminArticles: { totalCount: number; pageCount: number };
  };
  const { pageCount, totalCount } = first.adminArticles;
  await measure(site, sink, `AdminArticlesList last page (${pageCount} of ${totalCount} rows)`, ARTICLES, {
    input: { page: pageCount },
  });
  await measure(site, sink, 'AdminArticlesList search "trampolín" (1,000 matches)', ARTICLES, {
    input: { search: 'trampolín' },
  });
  await measure(site, sink, 'AdminArticlesList search "familia" (33,333 matches)', ARTICLES, {
    input: { search: 'familia' },
  });
  await measure(site, sink, 'AdminGuidesList page 1', GUIDES, {});
  for (const sortBy of ['CREATED_AT', 'TITLE', 'VIEWS', 'RATING', 'FEATURED']) {
    for (const direction of ['DESC', 'ASC']) {
      await measure(site, sink, `ContentStatsPage articles by ${sortBy} ${direction}, page 1`, STATS, {
        contentType: 'ARTICLE',
        sortBy,
        direction,
      });
    }
  }
  await measure(site, sink, 'ContentStatsPage articles by RATING DESC, page 2,000', STATS, {
    contentType: 'ARTICLE',
    sortBy: 'RATING',
    direction: 'DESC',
    page: 2000,
  });
  await measure(site, sink, 'ContentStatsPage title search "ornitorrinco"', STATS, {
    contentType: 'ARTICLE',
    search: 'ornitorrinco',
  });
  await measure(site, sink, 'StatsCharts (top 5 by views and by rating)', CHARTS, { contentType: 'ARTICLE' });
}
