/**
 * Section 18: the owner's 'Estadísticas Visitas' report at 100,000 articles
 * and two years of daily totals, on Postgres and on PGlite (issue #49): p50
 * of the screen's own query (the admin's generated document) for each period.
 * Target: ≤ 50 ms. Two years of a busy site are added inside the database
 * with generate_series: every day, 1,000 articles, 100 guides and 20 pages
 * read, 40 sources and campaigns, 300 search terms (a third with no results)
 * and 200 goals — far more rows a day than the site will see, so the
 * figure bounds hers — and the closed days rolled up as the hourly job does.
 * Before the day tops (services/analytics/dayTops.ts), at load 7–12: Postgres
 * 42.7 / 73.2 / 160.8 / 882 ms, PGlite 97.9 / 172.7 / 737 / 5,817 ms for 7 /
 * 30 / 90 / 366 days; with day tops alone, Postgres 46 / 24 / 26 / 56 ms.
 * With the eight top lists as one statement (no parallel workers), at load
 * 1.0–1.8 on 11-29: Postgres 63 / 48 / 51 / 75 → 46 / 39 / 46 / 65 ms, PGlite
 * 78 / 83 / 102 / 138 → 59 / 66 / 82 / 117 ms. With month rows (a year is 11
 * months and its edges' weeks and days, not 52 weeks), at load 1.0–1.5 on 11-29:
 * Postgres 26 / 25 / 23 / 35 → 23 / 23 / 26 / 27 ms, PGlite 33 / 35 / 41 / 59 →
 * 32 / 42 / 45 / 43 ms.
 */
import { print } from 'graphql';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { AnalyticsPageDocument } from '../web/src/features/admin/gql/graphql';
import { BIG_GUIDES, signInAdmin, timeGraphQL } from './bigSite';
import { insertArticlesSql, SEARCH_ROWS } from './searchData';
import { createScratchDatabase, startApp } from './servers';
import { rollUpClosedDays, siteDay } from '../server/src/services/analytics';
import { int, log, type FigureSink } from './report';

const TIME_TARGET_MS = 50;
const DAYS = 730;
const ARTICLES_A_DAY = 1_000;
const GUIDES_A_DAY = 100;
const PAGES_A_DAY = 20;
const SOURCES_A_DAY = 40;
const SEARCHES_A_DAY = 300;
const GOALS_A_DAY = 200;

const QUERY = print(AnalyticsPageDocument);

const RANGES = [
  { name: '7 días', range: { period: 'LAST_7_DAYS' } },
  { name: '30 días', range: { period: 'LAST_30_DAYS' } },
  { name: '90 días', range: { period: 'LAST_90_DAYS' } },
] as const;

/**
 * The 100,000 articles and 2,000 guides the report looks titles up in, without
 * their search index (the report never searches; building it is most of the
 * big site's 10 minutes on PGlite, bigSite.ts).
 */
async function addArticles(db: Database): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await run('ALTER TABLE articles DISABLE TRIGGER articles_index_words');
  for (let first = 1; first <= SEARCH_ROWS; first += 25_000)
    await run(insertArticlesSql(first, Math.min(first + 24_999, SEARCH_ROWS)));
  await run('ALTER TABLE articles ENABLE TRIGGER articles_index_words');
  await run(`INSERT INTO guides (title, description, status, price, created_at, updated_at)
      SELECT 'Guía práctica número ' || i, 'Una guía breve.', 'Publicado', CASE WHEN i % 2 = 0 THEN 1500 ELSE NULL END,
             now(), now() FROM generate_series(1, ${BIG_GUIDES}) AS i`);
}

/** Inserts the two years with one statement per table; `day` runs back from the database's today. */
async function addTwoYears(db: Database): Promise<void> {
  const started = performance.now();
  const run = (text: string) => db.execute(sql.raw(text));
  const days = `generate_series(0, ${DAYS - 1}) AS d`;
  const day = `(current_date - d)`;
  await run(`INSERT INTO analytics_daily (day, scope, views, visitors)
      SELECT ${day}, 'site', 5000 + d % 700, 2000 + d % 300 FROM ${days}
      UNION ALL
      SELECT ${day}, 'article:' || (1 + (d * 7919 + k * 97) % 100000), 1 + (d + k) % 40, 1 + (d + k) % 30
        FROM ${days}, generate_series(1, ${ARTICLES_A_DAY}) AS k
      UNION ALL
      SELECT ${day}, 'guide:' || (1 + (d * 31 + k) % 2000), 1 + k % 25, 1 + k % 20
        FROM ${days}, generate_series(1, ${GUIDES_A_DAY}) AS k
      UNION ALL
      SELECT ${day}, 'page:/p' || k, 10 + k, 5 + k FROM ${days}, generate_series(1, ${PAGES_A_DAY}) AS k
      ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO analytics_sources (day, source, utm_source, utm_campaign, visits)
      SELECT ${day}, 'sitio' || (k % 20) || '.example', CASE WHEN k > 20 THEN 'boletin' ELSE '' END,
             CASE WHEN k > 20 THEN 'campana-' || k ELSE '' END, 1 + (d + k) % 50
        FROM ${days}, generate_series(1, ${SOURCES_A_DAY}) AS k`);
  await run(`INSERT INTO analytics_searches (day, term, searches, missed, results)
      SELECT ${day}, 'termino ' || ((d * 13 + k) % 5000), 1 + k % 7, CASE WHEN k % 3 = 0 THEN 1 + k % 7 ELSE 0 END,
             CASE WHEN k % 3 = 0 THEN 0 ELSE k END
        FROM ${days}, generate_series(1, ${SEARCHES_A_DAY}) AS k
      ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO analytics_goals (day, goal, subject, count)
      SELECT ${day}, (ARRAY['game_started', 'game_finished', 'guide_buy_click', 'guide_purchase', 'guide_download'])[1 + k % 5],
             (1 + (d * 17 + k) % 2000)::text, 1 + k % 9
        FROM ${days}, generate_series(1, ${GOALS_A_DAY}) AS k
      ON CONFLICT DO NOTHING`);
  await run('VACUUM ANALYZE');
  const rows = DAYS * (1 + ARTICLES_A_DAY + GUIDES_A_DAY + PAGES_A_DAY + SOURCES_A_DAY + SEARCHES_A_DAY + GOALS_A_DAY);
  log(`added up to ${int(rows)} daily rows (${DAYS} days) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measureOn(sink: FigureSink, label: string, pglite: boolean): Promise<void> {
  const scratch = pglite ? null : await createScratchDatabase('analytics');
  const app = await startApp({ databaseUrl: scratch?.url });
  try {
    const site = { app, adminCookie: await signInAdmin(app.runtime) };
    const { db, config } = app.runtime.services;
    await addArticles(db);
    await addTwoYears(db);
    // What the hourly rollup job has done by then on a site two years old.
    const started = performance.now();
    const rolled = await rollUpClosedDays(db, siteDay(Date.now(), config.siteTimeZone));
    log(
      `rolled up ${rolled.days} closed days, ${rolled.weeks} weeks and ${rolled.months} months in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const { name, range } of RANGES) {
      const timed = await timeGraphQL(site, QUERY, { range });
      const report = (timed.data as { analyticsReport: { days: unknown[]; topContent: unknown[] } }).analyticsReport;
      sink.add(
        `analyticsReport ${name}, ${label}, 100k articles × 2 years (${report.days.length} days, ${report.topContent.length} top items)`,
        `${timed.p50.toFixed(1)} ms`,
        `≤ ${TIME_TARGET_MS} ms`,
        timed.p50 <= TIME_TARGET_MS,
      );
    }
    const custom = await timeGraphQL(site, QUERY, {
      // A day back: the site's clock (Buenos Aires) may still be on yesterday when UTC is not.
      range: { period: 'CUSTOM', from: daysAgo(366), to: daysAgo(1) },
    });
    sink.add(
      `analyticsReport 366 días (CUSTOM), ${label}`,
      `${custom.p50.toFixed(1)} ms`,
      `≤ ${TIME_TARGET_MS} ms`,
      custom.p50 <= TIME_TARGET_MS,
    );
  } finally {
    await app.close();
    await scratch?.drop();
  }
}

function daysAgo(n: number): string {
  return new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
}

export async function analyticsSection(sink: FigureSink): Promise<void> {
  await measureOn(sink, 'Postgres', false);
  await measureOn(sink, 'PGlite', true);
}
