/**
 * Section 14: every admin search and the sitemap index, on the seeded site and at
 * 100,000 articles, on Postgres and on PGlite (issue #33): p50 of each request and
 * the ratio. Targets: within 2× of the seeded time and ≤ 50 ms. A sitemap file is
 * printed too; it lists every URL of its file, so it grows with the site by design.
 */
import type { FigureSink } from './report';
import { timeGraphQL, timeRequest, withBigSite, type BigSite } from './bigSite';

const TIME_TARGET_MS = 50;
const RATIO_TARGET = 2;

const ARTICLES = `query AdminArticlesList($input: AdminListInput) { adminArticles(input: $input) {
  items { id title status createdAt category { id name } } totalCount pageCount } }`;
const GUIDES = `query AdminGuidesList($input: AdminListInput) { adminGuides(input: $input) {
  items { id title price status hasPdf pdfUrl paymentLink category { id name } } totalCount pageCount } }`;
const STATS = `query ContentStatsPage($contentType: ContentType!, $search: String) {
  contentStats(contentType: $contentType, search: $search) {
    items { id contentType title categoryName views averageRating ratingCount showViews showRatings isFeatured createdAt }
    totalCount pageCount } }`;

interface Probe {
  name: string;
  /** Sitemap files grow with the site: printed, not held to the targets. */
  gated: boolean;
  time(site: BigSite): Promise<{ p50: number; total?: number }>;
}

function gql(name: string, query: string, variables: object, pick: (data: never) => number): Probe {
  return {
    name,
    gated: true,
    async time(site) {
      const result = await timeGraphQL(site, query, variables);
      return { p50: result.p50, total: pick(result.data as never) };
    },
  };
}

function get(name: string, path: string, gated: boolean): Probe {
  return {
    name,
    gated,
    async time(site) {
      const result = await timeRequest(`${site.app.url}${path}`);
      return { p50: result.p50, total: result.body.match(/<(?:url|sitemap)>/g)?.length ?? 0 };
    },
  };
}

const PROBES: Probe[] = [
  gql(
    'AdminArticlesList search "familia"',
    ARTICLES,
    { input: { search: 'familia' } },
    (d: { adminArticles: { totalCount: number } }) => d.adminArticles.totalCount,
  ),
  gql(
    'AdminArticlesList search "la familia"',
    ARTICLES,
    { input: { search: 'la familia' } },
    (d: { adminArticles: { totalCount: number } }) => d.adminArticles.totalCount,
  ),
  gql(
    'AdminGuidesList search "guía"',
    GUIDES,
    { input: { search: 'guía' } },
    (d: { adminGuides: { totalCount: number } }) => d.adminGuides.totalCount,
  ),
  gql(
    'ContentStatsPage title search "familia"',
    STATS,
    { contentType: 'ARTICLE', search: 'familia' },
    (d: { contentStats: { totalCount: number } }) => d.contentStats.totalCount,
  ),
  get('/sitemap.xml (index)', '/sitemap.xml', true),
  get('/sitemaps/articulos-1.xml', '/sitemaps/articulos-1.xml', false),
];

async function measureAll(site: BigSite) {
  const figures: { p50: number; total?: number }[] = [];
  for (const probe of PROBES) figures.push(await probe.time(site));
  return figures;
}

async function compareOn(sink: FigureSink, db: string, pglite: boolean): Promise<void> {
  let seeded: { p50: number; total?: number }[] = [];
  await withBigSite(
    { pglite },
    async (site) => {
      const big = await measureAll(site);
      PROBES.forEach((probe, i) => {
        const before = seeded[i];
        const after = big[i];
        if (!before || !after) return;
        const ratio = after.p50 / before.p50;
        sink.add(
          `${probe.name}, ${db}: seeded ${before.p50.toFixed(1)} ms (${before.total}) → 100k ${after.p50.toFixed(1)} ms (${after.total})`,
          `${ratio.toFixed(2)}×`,
          probe.gated ? `≤ ${RATIO_TARGET}×, ≤ ${TIME_TARGET_MS} ms` : '—',
          probe.gated ? ratio <= RATIO_TARGET && after.p50 <= TIME_TARGET_MS : undefined,
        );
      });
    },
    async (site) => void (seeded = await measureAll(site)),
  );
}

export async function adminSearchSection(sink: FigureSink): Promise<void> {
  await compareOn(sink, 'Postgres', false);
  await compareOn(sink, 'PGlite', true);
}
