/**
 * A site at 100,000 published-looking articles and 2,000 guides, for the
 * admin, public-list and sitemap sections: the real app (seeded as a new site
 * is) on a scratch database, then the bulk rows added inside the database
 * with generate_series, as the search section does.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../server/src/db/client';
import { upsertUser } from '../server/src/services/auth';
import { int, log, ms, percentile } from './report';
import { insertArticlesSql, SEARCH_ROWS } from './searchData';
import type { Runtime } from '../server/src/bootstrap';
import { createScratchDatabase, startApp, type BenchApp } from './servers';

const BATCH = 25_000;
export const BIG_GUIDES = 2_000;
const RATINGS = 30_000;
const WARMUP = 3;
const RUNS = 10;

export interface BigSite {
  app: BenchApp;
  /** The Cookie header of a signed-in admin. */
  adminCookie: string;
}

/** Where a site answers, and the admin's cookie when signed in: an in-process app or a spawned server. */
export interface SiteAddress {
  app: { url: string };
  adminCookie?: string;
}

export interface Timed {
  p50: number;
  bytes: number;
  body: string;
}

/** p50 of RUNS timed GETs or POSTs after a warm-up, with the size of the (uncompressed) body. */
export async function timeRequest(url: string, init: RequestInit = {}): Promise<Timed> {
  let body = '';
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    // After a bulk load of many minutes the first request may meet a keep-alive socket the
    // server has closed meanwhile ("fetch failed"); a warm-up request is tried again once.
    const response = await fetch(url, init).catch((error: unknown) => {
      if (i >= WARMUP) throw error;
      return fetch(url, init);
    });
    body = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    if (i >= WARMUP) samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), bytes: Buffer.byteLength(body), body };
}

/** A GraphQL POST as the admin's browser sends it; fails on any GraphQL error. */
export async function timeGraphQL(site: SiteAddress, query: string, variables = {}) {
  const timed = await timeRequest(`${site.app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(site.adminCookie ? { cookie: site.adminCookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(timed.body) as { errors?: { message: string }[]; data?: unknown };
  if (parsed.errors?.length) throw new Error(`GraphQL: ${parsed.errors.map((e) => e.message).join('; ')}`);
  return { ...timed, data: parsed.data };
}

/**
 * Adds the bulk rows through `db` (the app's handle, or one of the bench's own on a
 * PGlite folder no server has open). The secondary indexes of the articles and of their
 * word and word-pair entries are dropped for the load and built again afterwards, and
 * the word indexes are filled in one statement each
 * instead of by its row trigger: row by row, inserting into the trigram GIN index
 * (fastupdate off) and running the trigger took 15 minutes on PGlite, where the same
 * rows load in seconds and the indexes build in a few more. The resulting database is
 * the same as with the triggers and indexes in place.
 */
export async function addBulkRows(db: Database): Promise<void> {
  const started = performance.now();
  const run = (text: string) => db.execute(sql.raw(text));
  const indexes = await executeRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ('articles', 'article_words', 'article_phrases')
          and indexname not in (select conname from pg_constraint)`,
  );
  const [{ lastId } = { lastId: 0 }] = await executeRows<{ lastId: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as "lastId" from articles`,
  );
  for (const { name } of indexes) await run(`DROP INDEX "${name}"`);
  await run('ALTER TABLE articles DISABLE TRIGGER articles_index_words');
  for (let first = 1; first <= SEARCH_ROWS; first += BATCH)
    await run(insertArticlesSql(first, Math.min(first + BATCH - 1, SEARCH_ROWS)));
  await run(`INSERT INTO guides (title, description, status, price, views, created_at, updated_at)
      SELECT 'Guía práctica número ' || i, 'Una guía breve para acompañar en familia.',
             CASE WHEN i % 10 = 0 THEN 'Borrador' ELSE 'Publicado' END, CASE WHEN i % 2 = 0 THEN 1500 ELSE NULL END,
             (i * 13) % 300, now() - i * interval '1 hour', now() - i * interval '1 hour'
      FROM generate_series(1, ${BIG_GUIDES}) AS i`);
  // Ratings spread over a third of the articles, so sorting by average has real work to do.
  // Before the indexes are back: each rating's trigger updates its article's totals.
  await run(`INSERT INTO ratings (content_type, content_id, rating, user_identifier)
      SELECT 'article', id, 1 + (id * 7) % 5, 'bench-' || id FROM articles WHERE id % 3 = 0 LIMIT ${RATINGS}`);
  // What the row trigger would have written: every article with its status, its title's
  // words marked, and its word pairs (what migrations 0012 and 0015 backfill).
  await run(`INSERT INTO search_words (word)
      SELECT DISTINCT token FROM articles, f_search_words(articles.search_text) AS token
      WHERE articles.id > ${lastId}
      ON CONFLICT (word) DO NOTHING`);
  await run(`INSERT INTO article_words (article_id, word_id, category_id, created_at, status, in_title)
      SELECT articles.id, search_words.id, articles.category_id, articles.created_at, articles.status,
             token = ANY (title.words)
      FROM articles
      CROSS JOIN LATERAL (SELECT array_agg(t) AS words FROM f_search_words(f_search_text(articles.title)) AS t) AS title,
      f_search_words(articles.search_text) AS token
      JOIN search_words ON search_words.word = token
      WHERE articles.id > ${lastId}`);
  await run(`INSERT INTO search_phrases (phrase)
      SELECT DISTINCT pair FROM articles, f_search_word_pairs(articles.search_text) AS pair
      WHERE articles.id > ${lastId}
      ON CONFLICT (phrase) DO NOTHING`);
  await run(`INSERT INTO article_phrases (article_id, phrase_id, category_id, created_at, status)
      SELECT articles.id, search_phrases.id, articles.category_id, articles.created_at, articles.status
      FROM articles, f_search_word_pairs(articles.search_text) AS pair
      JOIN search_phrases ON search_phrases.phrase = pair
      WHERE articles.id > ${lastId}`);
  await run('ALTER TABLE articles ENABLE TRIGGER articles_index_words');
  for (const { definition } of indexes) await run(definition);
  await run('VACUUM ANALYZE');
  log(
    `added ${int(SEARCH_ROWS)} articles, ${int(BIG_GUIDES)} guides and ${int(RATINGS)} ratings, vacuumed, in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Creates the bench's admin and a session (kept in the database), and returns its Cookie header. */
export async function signInAdmin(runtime: Runtime): Promise<string> {
  const { id } = await upsertUser(runtime.services.db, 'bench-admin@example.com', 'bench-password-123', 'admin');
  const { cookie } = await runtime.services.sessions.create(id);
  return cookie.split(';')[0] ?? '';
}

/**
 * Runs `measure` on the seeded site (when `seeded` is given) and then on the same
 * site at 100,000 articles; the database is dropped afterwards.
 */
export async function withBigSite(
  options: { pglite?: boolean; serveWeb?: boolean; pageCache?: boolean },
  measure: (site: BigSite) => Promise<void>,
  seeded?: (site: BigSite) => Promise<void>,
): Promise<void> {
  const scratch = options.pglite ? null : await createScratchDatabase('big');
  try {
    const app = await startApp({ databaseUrl: scratch?.url, serveWeb: options.serveWeb, pageCache: options.pageCache });
    try {
      const site = { app, adminCookie: await signInAdmin(app.runtime) };
      if (seeded) await seeded(site);
      await addBulkRows(app.runtime.services.db);
      await measure(site);
    } finally {
      await app.close();
    }
  } finally {
    await scratch?.drop();
  }
}

export function figure(p50: number, bytes: number): string {
  return `${ms(p50, 1)}, ${(bytes / 1024).toFixed(1)} KB`;
}
