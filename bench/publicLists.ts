/**
 * Section 8: the public article list on the seeded database and at 100,000
 * articles, on Postgres and on PGlite: the ArticlesList query's first and last
 * pages, and (Postgres) the server-rendered /articulos page. Target from issue
 * #24: at 100,000 articles within 2× of the seeded database.
 */
import { log, type FigureSink } from './report';
import { figure, timeGraphQL, timeRequest, withBigSite, type BigSite } from './bigSite';
import { LIST_SELECTION } from './throughput';

const LIST = `query ArticlesList($page: Int) { articles(input: { page: $page }) { ${LIST_SELECTION} } }`;

interface Figures {
  first: number;
  last: number;
  html?: number;
}

async function measureLists(site: BigSite, html: boolean): Promise<Figures> {
  const first = await timeGraphQL(site, LIST, { page: 1 });
  const { pageCount } = (first.data as { articles: { pageCount: number } }).articles;
  const last = await timeGraphQL(site, LIST, { page: pageCount });
  log(
    `ArticlesList page 1: ${figure(first.p50, first.bytes)}; last page (${pageCount}): ${figure(last.p50, last.bytes)}`,
  );
  if (!html) return { first: first.p50, last: last.p50 };
  const page = await timeRequest(`${site.app.url}/articulos`);
  log(`GET /articulos (SSR): ${figure(page.p50, page.bytes)}`);
  return { first: first.p50, last: last.p50, html: page.p50 };
}

function compare(sink: FigureSink, db: string, seeded: Figures, big: Figures): void {
  const rows: [string, number, number][] = [
    ['ArticlesList page 1', seeded.first, big.first],
    ['ArticlesList last page', seeded.last, big.last],
  ];
  if (seeded.html !== undefined && big.html !== undefined) rows.push(['GET /articulos (SSR)', seeded.html, big.html]);
  for (const [name, before, after] of rows) {
    const ratio = after / before;
    sink.add(
      `${name}, ${db}: seeded ${before.toFixed(1)} ms → 100k ${after.toFixed(1)} ms`,
      `${ratio.toFixed(2)}×`,
      '≤ 2×',
      ratio <= 2,
    );
  }
}

async function run(sink: FigureSink, pglite: boolean): Promise<void> {
  let seeded: Figures | null = null;
  await withBigSite(
    { pglite, serveWeb: !pglite },
    async (site) => {
      const big = await measureLists(site, !pglite);
      if (seeded) compare(sink, pglite ? 'PGlite' : 'Postgres', seeded, big);
    },
    async (site) => void (seeded = await measureLists(site, !pglite)),
  );
}

export const publicListsSection = (sink: FigureSink) => run(sink, false);
export const publicListsPgliteSection = (sink: FigureSink) => run(sink, true);
