/**
 * Section 10: the sitemap index at 100,000 articles and 2,000 guides
 * (Postgres): time and size of /sitemap.xml and of each file it names, checked
 * against the protocol's limits (50,000 URLs and 50 MB per file).
 */
import { int, log, type FigureSink } from './report';
import { figure, timeRequest, withBigSite } from './bigSite';

const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

export async function sitemapSection(sink: FigureSink): Promise<void> {
  await withBigSite({}, async ({ app }) => {
    const index = await timeRequest(`${app.url}/sitemap.xml`);
    const files = [...index.body.matchAll(/<sitemap><loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc><lastmod>/g)].map(
      (m) => m[1] ?? '',
    );
    sink.add(`/sitemap.xml (index of ${files.length} files, each with lastmod)`, figure(index.p50, index.bytes));
    let urls = 0;
    for (const file of files) {
      const part = await timeRequest(`${app.url}${file}`);
      const count = part.body.match(/<url>/g)?.length ?? 0;
      urls += count;
      sink.add(
        `${file}: ${int(count)} URLs`,
        figure(part.p50, part.bytes),
        `≤ ${int(MAX_URLS)} URLs, ≤ 50 MB`,
        count <= MAX_URLS && part.bytes <= MAX_BYTES,
      );
    }
    log(`${int(urls)} URLs in all`);
  });
}
