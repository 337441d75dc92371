/**
 * `npm run bench`: runs every benchmark section one after another on this
 * machine (loopback only) and prints the figures with their targets. A
 * failing section prints its error and the run goes on. Nothing is asserted
 * and nothing is written to disk.
 *
 * `npm run bench -- search media` runs only the sections whose key is given.
 */
import os from 'node:os';
import { accessLogSection } from './accessLog';
import { analyticsSection } from './analytics';
import { adminListsSection } from './adminLists';
import { adminSearchSection } from './adminSearch';
import { bundlesSection } from './bundles';
import { lighthouseSection } from './lighthouse';
import { mediaSection } from './media';
import { memorySection } from './memory';
import { publicListsPgliteSection, publicListsSection } from './publicLists';
import { realSection } from './real';
import { FigureSink, SkipSection, summaryTable, type SectionResult } from './report';
import { searchSection } from './search';
import { sendRateSection } from './sendRate';
import { soakSection } from './soak';
import { sitemapSection } from './sitemap';
import { dropLeftoverScratchDatabases } from './servers';
import { sqlStatementsSection } from './sqlStatements';
import { ssrSection } from './ssr';
import { throughputSection } from './throughput';

interface Section {
  key: string;
  title: string;
  run(sink: FigureSink): Promise<void>;
  /** Left out of a run that names no section. */
  onlyWhenNamed?: boolean;
}

const SECTIONS: Section[] = [
  { key: 'throughput', title: '1. API throughput', run: throughputSection },
  { key: 'sql', title: '2. SQL statements per list', run: sqlStatementsSection },
  { key: 'search', title: '3. Search at 100,000 articles', run: searchSection },
  { key: 'bundles', title: '4. JS and CSS per public route', run: bundlesSection },
  { key: 'lighthouse', title: '5. Lighthouse (mobile)', run: lighthouseSection },
  { key: 'media', title: '6. Card image bytes', run: mediaSection },
  { key: 'admin', title: '7. Admin lists at 100,000 articles (Postgres)', run: adminListsSection },
  { key: 'lists', title: '8. Public list, seeded vs 100,000 articles (Postgres)', run: publicListsSection },
  { key: 'lists-pglite', title: '9. Public list, seeded vs 100,000 articles (PGlite)', run: publicListsPgliteSection },
  { key: 'sitemap', title: '10. Sitemap index at 100,000 articles (Postgres)', run: sitemapSection },
  { key: 'ssr', title: '11. Server-rendered pages: uncached, cached, from memory, Ghost', run: ssrSection },
  { key: 'memory', title: '12. Resident memory, PGlite and Postgres', run: memorySection },
  { key: 'logs', title: '13. The access line on cached pages (PGlite)', run: accessLogSection },
  {
    key: 'admin-search',
    title: '14. Admin searches and the sitemap index, seeded vs 100,000 articles (Postgres and PGlite)',
    run: adminSearchSection,
  },
  {
    key: 'real',
    title: '15. Real traffic: pages, views, ratings, edits (Postgres ×2, PGlite), Ghost',
    run: realSection,
  },
  {
    key: 'analytics',
    title: '18. Analytics reports at 100,000 articles × two years (Postgres, PGlite)',
    run: analyticsSection,
  },
  { key: 'send-rate', title: '17. Newsletter send rate, one instance (PGlite, Postgres)', run: sendRateSection },
  // Not in a plain `npm run bench`: it runs SOAK_MINUTES (30) by itself.
  { key: 'soak', title: '16. Soak: resident memory under the real mix', run: soakSection, onlyWhenNamed: true },
];

async function runSection(section: Section): Promise<SectionResult> {
  console.log(`\n## ${section.title}\n`);
  const sink = new FigureSink(section.title);
  const started = performance.now();
  // Every figure is read with the machine's load beside it (docs give both).
  const loadBefore = loadAverage();
  const result: SectionResult = { title: section.title, figures: sink.figures, seconds: 0 };
  try {
    await section.run(sink);
  } catch (error) {
    if (error instanceof SkipSection) {
      result.skipped = error.message;
      console.log(`  SKIPPED: ${error.message}`);
    } else {
      result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`  FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
  result.seconds = (performance.now() - started) / 1000;
  console.log(`  (${result.seconds.toFixed(1)} s; load average ${loadBefore} before, ${loadAverage()} after)`);
  return result;
}

/** The 1-, 5- and 15-minute load averages, as uptime prints them. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((key) => !SECTIONS.some((s) => s.key === key));
  if (unknown.length > 0) {
    console.error(`Unknown section(s): ${unknown.join(', ')}. Known: ${SECTIONS.map((s) => s.key).join(', ')}`);
    process.exit(2);
  }
  const selected =
    wanted.length > 0 ? SECTIONS.filter((s) => wanted.includes(s.key)) : SECTIONS.filter((s) => !s.onlyWhenNamed);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`# Crecer en Familia benchmarks`);
  console.log(`\n${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  // React, graphql-js and Express pick their production code paths from NODE_ENV, as on the owner's server.
  console.log(`NODE_ENV=${process.env.NODE_ENV ?? '(unset)'} (npm run bench sets production)`);

  const results: SectionResult[] = [];
  for (const section of selected) results.push(await runSection(section));

  const leftovers = await dropLeftoverScratchDatabases();
  if (leftovers.length > 0) console.log(`\nDropped leftover scratch databases: ${leftovers.join(', ')}`);

  console.log('\n## Summary\n');
  console.log(summaryTable(results));
  const failed = results.filter((r) => r.error).length;
  console.log(
    `\n${results.length} sections run, ${failed} failed, ${results.filter((r) => r.skipped).length} skipped.`,
  );
  // Missed targets are figures, not failures; only a section that crashed sets the exit code.
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
