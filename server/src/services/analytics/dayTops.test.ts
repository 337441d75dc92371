import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { executeRows } from '../../db/client';
import { analyticsDaily, analyticsGoals, analyticsSearches, analyticsSources } from '../../db/schema';
import { mondayOf, planRange, rollUpClosedDays, TOP_ROWS } from './dayTops';
import { addDays } from './siteDay';

const Report = graphql(`
  query TestDayTopsReport($range: AnalyticsRangeInput!) {
    analyticsReport(range: $range) {
      days {
        day
        visitors
        views
      }
      topContent {
        contentType
        id
        title
        views
        visitors
      }
      sources {
        name
        visits
      }
      campaigns {
        utmSource
        utmCampaign
        visits
      }
      searchesWithoutResults {
        term
        searches
      }
      paidGuides {
        id
        views
        buyClicks
        purchases
      }
      freeGuides {
        id
        downloads
      }
    }
  }
`);

/** A Monday: the ten days hold one whole week and three days of the next. */
const FIRST = '2026-06-01';
const DAYS = 10;
const ITEMS = TOP_ROWS + 10;

describe('planRange', () => {
  // 2026-06-01 is a Monday.
  const range = { from: '2026-05-30', to: '2026-06-20' };
  it('reads whole rolled weeks from the week rows, the edges from the day rows, the rest live', () => {
    expect(planRange(range, { days: null, weeks: null, months: null })).toEqual({
      months: null,
      weeks: [],
      days: [],
      live: [range.from, range.to],
    });
    expect(planRange(range, { days: '2026-06-10', weeks: null, months: null })).toEqual({
      months: null,
      weeks: [],
      days: [[range.from, '2026-06-10']],
      live: ['2026-06-11', range.to],
    });
    expect(planRange(range, { days: '2026-06-18', weeks: '2026-06-08', months: null })).toEqual({
      months: null,
      weeks: [['2026-06-01', '2026-06-08']],
      days: [
        [range.from, '2026-05-31'],
        ['2026-06-15', '2026-06-18'],
      ],
      live: ['2026-06-19', range.to],
    });
    // The week of 06-15 ends after the range: its days come from the day rows.
    expect(planRange(range, { days: '2026-07-01', weeks: '2026-06-22', months: null })).toEqual({
      months: null,
      weeks: [['2026-06-01', '2026-06-08']],
      days: [
        [range.from, '2026-05-31'],
        ['2026-06-15', range.to],
      ],
      live: null,
    });
    expect(planRange(range, { days: '2026-05-01', weeks: '2026-04-20', months: null })).toEqual({
      months: null,
      weeks: [],
      days: [],
      live: [range.from, range.to],
    });
  });

  it('reads whole rolled months from the month rows, and the edges as weeks and days', () => {
    // From a Thursday to a Sunday: November 2025 to October 2026 are whole months.
    const year = { from: '2025-10-30', to: '2026-11-29' };
    expect(planRange(year, { days: '2026-11-28', weeks: '2026-11-16', months: '2026-10-01' })).toEqual({
      months: ['2025-11-01', '2026-10-01'],
      // 2025-10-30..31 are days; November 2026 has its whole weeks and the days around them.
      weeks: [['2026-11-02', '2026-11-16']],
      days: [
        ['2025-10-30', '2025-10-31'],
        ['2026-11-01', '2026-11-01'],
        ['2026-11-23', '2026-11-28'],
      ],
      live: ['2026-11-29', '2026-11-29'],
    });
    // A month not rolled yet is read from its weeks; a range inside one month has no months.
    expect(planRange(year, { days: '2026-11-28', weeks: '2026-11-16', months: '2026-09-01' })).toMatchObject({
      months: ['2025-11-01', '2026-09-01'],
      weeks: [['2026-10-05', '2026-11-16']],
    });
    const june = { from: '2026-06-01', to: '2026-06-30' };
    expect(planRange(june, { days: '2026-07-05', weeks: '2026-06-29', months: '2026-06-01' })).toEqual({
      months: ['2026-06-01', '2026-06-01'],
      weeks: [],
      days: [],
      live: null,
    });
    expect(planRange(june, { days: '2026-06-30', weeks: '2026-06-22', months: '2026-05-01' })).toEqual({
      months: null,
      weeks: [['2026-06-01', '2026-06-22']],
      days: [['2026-06-29', '2026-06-30']],
      live: null,
    });
  });
});

describe.each(TEST_DATABASES)('day tops on %s', (kind) => {
  let app: TestApp;
  const report = () =>
    app.execute(
      Report,
      { range: { period: 'CUSTOM', from: FIRST, to: addDays(FIRST, DAYS - 1) } },
      { user: ADMIN_USER },
    );

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the same report after the closed days are rolled up, and reads their leaders from the tops', async () => {
    const db = app.runtime.services.db;
    const ids: number[] = [];
    for (let i = 1; i <= ITEMS; i += 1) ids.push((await insertArticle(db, { title: `Artículo ${i}` })).id);
    // Every day more items are read than a day's top keeps; article 45 has one big day.
    const rows = [];
    for (let d = 0; d < DAYS; d += 1) {
      const day = addDays(FIRST, d);
      rows.push({ day, scope: 'site', views: 1_000 + d, visitors: 500 + d });
      for (const [i, id] of ids.entries())
        rows.push({
          day,
          scope: `article:${id}`,
          views: i + 1 + (i === 44 && d === 3 ? 200 : 0),
          visitors: 1 + (i % 7),
        });
    }
    await db.insert(analyticsDaily).values(rows);
    const sources = [];
    for (let d = 0; d < DAYS; d += 1)
      for (let s = 0; s < TOP_ROWS + 5; s += 1)
        sources.push({
          day: addDays(FIRST, d),
          source: `sitio${s}.example`,
          utmSource: s % 2 ? 'boletin' : '',
          utmCampaign: s % 2 ? `c${s}` : '',
          visits: s + 1,
        });
    await db.insert(analyticsSources).values(sources);
    // More terms, guides and downloads a day than a day's top keeps.
    const paid: number[] = [];
    const free: number[] = [];
    for (let i = 1; i <= ITEMS; i += 1) {
      paid.push((await insertGuide(db, { title: `Guía paga ${i}`, price: 1500 })).id);
      free.push((await insertGuide(db, { title: `Guía gratis ${i}` })).id);
    }
    const searches = [];
    const goals = [];
    const guideViews = [];
    for (let d = 0; d < DAYS; d += 1) {
      const day = addDays(FIRST, d);
      for (let i = 0; i < ITEMS; i += 1) {
        searches.push({
          day,
          term: `termino ${i}`,
          searches: i + 1,
          missed: i % 4 === 0 ? 0 : i + 1,
          results: i % 4 === 0 ? 3 : 0,
        });
        goals.push({ day, goal: 'guide_buy_click', subject: String(paid[i]), count: 1 + ((i * 7) % 13) });
        goals.push({ day, goal: 'guide_purchase', subject: String(paid[i]), count: 1 + (i % 3) });
        goals.push({
          day,
          goal: 'guide_download',
          subject: String(free[i]),
          count: i + 1 + (i === 20 && d === 2 ? 500 : 0),
        });
        guideViews.push({ day, scope: `guide:${paid[i]}`, views: 1 + ((i * 11) % 17), visitors: 1 });
      }
    }
    await db.insert(analyticsSearches).values(searches);
    await db.insert(analyticsGoals).values(goals);
    await db.insert(analyticsDaily).values(guideViews);

    const live = await report();
    expect(live.errors).toBeUndefined();
    expect(live.data!.analyticsReport.topContent[0]).toMatchObject({ title: 'Artículo 45', views: 650 });
    expect(live.data!.analyticsReport.searchesWithoutResults[0]).toEqual({
      term: `termino ${ITEMS - 1}`,
      searches: ITEMS * DAYS,
    });
    expect(live.data!.analyticsReport.freeGuides[0]).toEqual({ id: String(free[20]), downloads: 21 * DAYS + 500 });

    // Today is the day after the last: every day of the range is closed.
    expect(await rollUpClosedDays(db, addDays(FIRST, DAYS))).toEqual({ days: DAYS, weeks: 1, months: 0 });
    expect(await rollUpClosedDays(db, addDays(FIRST, DAYS))).toEqual({ days: 0, weeks: 0, months: 0 });
    expect(mondayOf(addDays(FIRST, DAYS - 1))).toBe(addDays(FIRST, 7));
    const perDay = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from analytics_day_tops where list = 'content' group by day`,
    );
    expect(perDay.map((row) => row.n)).toEqual(Array(DAYS).fill(TOP_ROWS));
    const weekRows = await executeRows<{ key: string; value: number }>(
      db,
      sql`select key, value from analytics_day_tops where list = 'content/week' order by value desc, key limit 1`,
    );
    expect(weekRows).toEqual([{ key: `article:${ids[44]}`, value: 45 * 7 + 200 }]);

    const rolled = await report();
    expect(rolled.data).toEqual(live.data);

    // The rolled days' sources and campaigns now come from the tops alone.
    await db.delete(analyticsSources).where(sql`${analyticsSources.day} <= ${addDays(FIRST, DAYS - 1)}`);
    expect((await report()).data!.analyticsReport.sources).toEqual(live.data!.analyticsReport.sources);
    expect((await report()).data!.analyticsReport.campaigns).toEqual(live.data!.analyticsReport.campaigns);
  });

  it('rolls up the days after the last one rolled, and none still open', async () => {
    const db = app.runtime.services.db;
    const next = addDays(FIRST, DAYS);
    await db.insert(analyticsDaily).values({ day: next, scope: 'site', views: 1, visitors: 1 });
    // `next` is today: flushes still add to it.
    expect(await rollUpClosedDays(db, next)).toEqual({ days: 0, weeks: 0, months: 0 });
    expect(await rollUpClosedDays(db, addDays(next, 1))).toEqual({ days: 1, weeks: 0, months: 0 });
    // The second week closes with its Sunday.
    expect(await rollUpClosedDays(db, addDays(FIRST, 13 + 1))).toEqual({ days: 3, weeks: 1, months: 0 });
  });

  it('rolls up a month once its last day is closed, and reads the month from its month rows', async () => {
    const db = app.runtime.services.db;
    const june = { period: 'CUSTOM', from: '2026-06-01', to: '2026-06-30' } as const;
    // Sources and campaigns aside: the first test deleted their daily rows, which a month is summed from.
    const juneReport = async () => {
      const { data, errors } = await app.execute(Report, { range: june }, { user: ADMIN_USER });
      expect(errors).toBeUndefined();
      const { sources: _sources, campaigns: _campaigns, ...rest } = data!.analyticsReport;
      return rest;
    };
    const before = await juneReport();
    expect(before.topContent).toHaveLength(10);
    // June's last day (and the weeks of 06-15 and 06-22) close on July 1st; the week of 06-29 is still open.
    expect(await rollUpClosedDays(db, '2026-07-01')).toEqual({ days: 16, weeks: 2, months: 1 });
    expect(await rollUpClosedDays(db, '2026-07-01')).toEqual({ days: 0, weeks: 0, months: 0 });
    const [kept] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::integer as n from analytics_day_tops where list = 'content/month' and day = '2026-06-01'`,
    );
    expect(kept!.n).toBe(TOP_ROWS);
    expect(await juneReport()).toEqual(before);

    // With June's day and week rows gone, its month rows alone give the same lists.
    await db.execute(
      sql`delete from analytics_day_tops where day between '2026-06-01' and '2026-06-30' and list not like '%/month'`,
    );
    expect(await juneReport()).toEqual(before);
  });
});
