import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { analyticsSearches, throttles } from '../../db/schema';
import { SEARCH_ROWS } from './searchReport';

const RecordSearch = graphql(`
  mutation TestRecordSearch($contentType: ContentType!, $term: String!) {
    recordSearch(contentType: $contentType, term: $term)
  }
`);

const SearchReport = graphql(`
  query TestSearchReport($range: AnalyticsRangeInput!) {
    analyticsReport(range: $range) {
      searchesWithoutResults {
        term
        searches
      }
    }
  }
`);

/** Noon on the site's clock (Buenos Aires, UTC-3) of a day. */
const noonOf = (day: string) => Date.parse(`${day}T15:00:00Z`);
const DAY_1 = '2026-06-10';
const DAY_2 = '2026-06-11';

describe.each(TEST_DATABASES)('searches that found nothing on %s', (kind) => {
  let app: TestApp;
  let clock = noonOf(DAY_1);

  const search = (type: 'ARTICLE' | 'GUIDE', term: string, ip: string) =>
    app.execute(RecordSearch, { contentType: type, term }, { visitorId: `searcher-${ip}`, ip });
  const flush = () => app.runtime.services.views.flush();
  const withoutResults = async (from: string, to: string) => {
    const result = await app.execute(SearchReport, { range: { period: 'CUSTOM', from, to } }, { user: ADMIN_USER });
    expect(result.errors).toBeUndefined();
    return result.data!.analyticsReport.searchesWithoutResults;
  };
  const rowsOf = async (day: string) =>
    (await app.runtime.services.db.select().from(analyticsSearches))
      .filter((row) => row.day === day)
      .sort((a, b) => (a.term < b.term ? -1 : 1));

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    app.runtime.services.views.now = () => clock;
    const db = app.runtime.services.db;
    await insertArticle(db, { title: 'Rabietas a los dos años', summary: 'Qué hacer cuando llora' });
    await insertArticle(db, { title: 'Rabietas en el súper', summary: 'Antes de salir' });
    await insertGuide(db, { title: 'Guía de límites', description: 'Normas claras en casa' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts each term once per address, with the results the public list finds, and lists the ones that found nothing', async () => {
    clock = noonOf(DAY_1);
    for (const [type, term, ip] of [
      ['ARTICLE', 'Dragones', '203.0.113.1'],
      // The same term from the same address: once.
      ['ARTICLE', '  DRAGONES ', '203.0.113.1'],
      // Accent and case variants from other addresses: the same term, on either list.
      ['ARTICLE', 'Dragónes', '203.0.113.2'],
      ['GUIDE', 'dragones', '203.0.113.3'],
      ['ARTICLE', 'rabietas', '203.0.113.4'],
      ['ARTICLE', 'RABIETAS', '203.0.113.5'],
      ['ARTICLE', 'Límites', '203.0.113.6'],
      ['GUIDE', 'normas   CLARAS', '203.0.113.7'],
      ['ARTICLE', '🦖 Dinosaurios', '203.0.113.8'],
    ] as const)
      expect((await search(type, term, ip)).data?.recordSearch).toBe(true);
    await flush();

    expect(await rowsOf(DAY_1)).toEqual([
      { day: DAY_1, term: 'dragones', searches: 3, missed: 3, results: 0 },
      // Searched on the articles list only: the guide that matches was not what the visitor saw.
      { day: DAY_1, term: 'limites', searches: 1, missed: 1, results: 0 },
      { day: DAY_1, term: 'normas claras', searches: 1, missed: 0, results: 1 },
      { day: DAY_1, term: 'rabietas', searches: 2, missed: 0, results: 2 },
      { day: DAY_1, term: '🦖 dinosaurios', searches: 1, missed: 1, results: 0 },
    ]);
    expect(await withoutResults(DAY_1, DAY_1)).toEqual([
      { term: 'dragones', searches: 3 },
      { term: 'limites', searches: 1 },
      { term: '🦖 dinosaurios', searches: 1 },
    ]);

    // A reload from an address already counted adds nothing, in a later batch too;
    // a new address adds one. 'límites' searched on the guides list finds the guide,
    // and 'rabietas' on it finds nothing: each search keeps what its visitor saw,
    // whichever list was searched last (the articles search for 'límites' still
    // missed; the two for 'rabietas' that found articles did not).
    await search('ARTICLE', 'dragones', '203.0.113.1');
    await search('ARTICLE', 'DRAGONES', '203.0.113.9');
    await search('GUIDE', 'limites', '203.0.113.10');
    await search('GUIDE', 'Rabietas', '203.0.113.13');
    await flush();
    expect(await withoutResults(DAY_1, DAY_1)).toEqual([
      { term: 'dragones', searches: 4 },
      { term: 'limites', searches: 1 },
      { term: 'rabietas', searches: 1 },
      { term: '🦖 dinosaurios', searches: 1 },
    ]);
    expect((await rowsOf(DAY_1)).filter((row) => ['limites', 'rabietas'].includes(row.term))).toEqual([
      { day: DAY_1, term: 'limites', searches: 2, missed: 1, results: 1 },
      { day: DAY_1, term: 'rabietas', searches: 3, missed: 1, results: 0 },
    ]);

    // The next day: the period sums its days; a day alone shows its own.
    clock = noonOf(DAY_2);
    await search('GUIDE', 'Dragones', '203.0.113.11');
    await search('ARTICLE', 'Pesadillas', '203.0.113.11');
    await search('ARTICLE', 'pesadillas', '203.0.113.12');
    await flush();
    expect(await withoutResults(DAY_1, DAY_2)).toEqual([
      { term: 'dragones', searches: 5 },
      { term: 'pesadillas', searches: 2 },
      { term: 'limites', searches: 1 },
      { term: 'rabietas', searches: 1 },
      { term: '🦖 dinosaurios', searches: 1 },
    ]);
    expect(await withoutResults(DAY_2, DAY_2)).toEqual([
      { term: 'pesadillas', searches: 2 },
      { term: 'dragones', searches: 1 },
    ]);

    // The throttle keeps no address next to a term: its subjects are hashes.
    const subjects = (await app.runtime.services.db.select().from(throttles))
      .filter((row) => row.bucket === 'search:address-term')
      .map((row) => row.subject);
    expect(subjects.length).toBe(14);
    for (const subject of subjects) expect(subject).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('lists at most the top rows, most searched first', async () => {
    clock = noonOf('2026-07-01');
    for (let i = 0; i < SEARCH_ROWS + 5; i += 1) await search('GUIDE', `nada numero ${i}`, `198.51.100.${i + 1}`);
    await search('GUIDE', 'nada numero 7', '198.51.100.200');
    await flush();
    const rows = await withoutResults('2026-07-01', '2026-07-01');
    expect(rows).toHaveLength(SEARCH_ROWS);
    expect(rows[0]).toEqual({ term: 'nada numero 7', searches: 2 });
    expect(rows.slice(1).every((row) => row.searches === 1)).toBe(true);
  });

  it('refuses empty and over-long terms with typed errors and normalises the rest', async () => {
    clock = noonOf('2026-08-01');
    const refused = [
      '',
      '   ',
      '\u0007\t\u001b',
      '\u200b\u200d',
      'a'.repeat(101),
      'x'.repeat(1_000_000),
      '🦖'.repeat(101),
      // Not text at all: the input guard (graphql/inputGuard.ts) refuses them before the resolver.
      'ni\u0000ño',
      '\ud800 huérfano',
    ];
    for (const term of refused) expect(errorCode(await search('ARTICLE', term, '192.0.2.1'))).toBe('BAD_USER_INPUT');
    const accepted = [
      "'; drop table analytics_searches; --",
      'ni\u0007ño',
      '%_\\',
      'HUÉRFANO\u202e',
      '<script>alert(1)</script>',
      '🦖'.repeat(100),
      'a'.repeat(100),
    ];
    for (const [i, term] of accepted.entries()) {
      const result = await search('ARTICLE', term, `192.0.2.${i + 10}`);
      expect([term, result.errors]).toEqual([term, undefined]);
      expect(result.data?.recordSearch).toBe(true);
    }
    await flush();
    expect((await rowsOf('2026-08-01')).map((row) => [row.term, row.searches, row.results])).toEqual(
      [
        ["'; drop table analytics_searches; --", 1, 0],
        ['%_\\', 1, 0],
        ['<script>alert(1)</script>', 1, 0],
        ['a'.repeat(100), 1, 0],
        ['ni no', 1, 0],
        ['huerfano', 1, 0],
        ['🦖'.repeat(100), 1, 0],
      ].sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    );
  });
});
