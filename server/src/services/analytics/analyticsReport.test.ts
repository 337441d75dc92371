import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { ADMIN_USER, createTestApp, EDITOR_USER, errorCode, type TestApp } from '../../../test/harness';
import { analyticsSalts, analyticsSources, analyticsVisitors } from '../../db/schema';
import { deleteExpiredRows } from '../housekeeping';

const ViewWithSource = graphql(`
  mutation TestAnalyticsView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {
    recordView(contentType: $contentType, id: $id, source: $source)
  }
`);

const VisitWithSource = graphql(`
  mutation TestAnalyticsVisit($path: String!, $source: VisitSourceInput) {
    recordVisit(path: $path, source: $source)
  }
`);

const Report = graphql(`
  query TestAnalyticsReport($range: AnalyticsRangeInput!) {
    analyticsReport(range: $range) {
      from
      to
      previousFrom
      previousTo
      days {
        day
        visitors
        views
      }
      visitors {
        current
        previous
        changePercent
      }
      views {
        current
        previous
        changePercent
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
    }
  }
`);

/** Noon on the site's clock (Buenos Aires, UTC-3) of a day. */
const noonOf = (day: string) => Date.parse(`${day}T15:00:00Z`);
const DAY_1 = '2026-03-10';
const DAY_2 = '2026-03-11';

describe.each(TEST_DATABASES)('site analytics on %s', (kind) => {
  let app: TestApp;
  let clock = noonOf(DAY_1);

  const view = (type: 'ARTICLE' | 'GUIDE', id: number, who: string, ip: string, source?: object) =>
    app.execute(ViewWithSource, { contentType: type, id: String(id), source }, { visitorId: who, ip });
  const visit = (path: string, ip: string, source?: object) =>
    app.execute(VisitWithSource, { path, source }, { visitorId: `page-${ip}`, ip });
  const report = (range: { period: 'CUSTOM' | 'LAST_7_DAYS'; from?: string; to?: string }) =>
    app.execute(Report, { range }, { user: ADMIN_USER });

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    app.runtime.services.views.now = () => clock;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the report to the admin', async () => {
    const range = { period: 'LAST_7_DAYS' as const };
    expect(errorCode(await app.execute(Report, { range }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.execute(Report, { range }, { user: EDITOR_USER }))).toBe('FORBIDDEN');
  });

  it('counts visitors per day, views, sources and campaigns, and compares with the previous period', async () => {
    const db = app.runtime.services.db;
    const first = await insertArticle(db, { title: 'Rabietas a los dos años' });
    const second = await insertArticle(db, { title: 'Dormir toda la noche' });
    const guide = await insertGuide(db, { title: 'Guía de límites' });
    const whatsapp = { referrer: 'https://wa.me/', utmSource: 'WhatsApp', utmCampaign: 'marzo' };

    // Day 1: four readers (A twice on one article, then the home page in the app).
    clock = noonOf(DAY_1);
    await view('ARTICLE', first.id, 'reader-a', '203.0.113.1', whatsapp);
    await view('ARTICLE', first.id, 'reader-a', '203.0.113.1');
    await visit('/', '203.0.113.1');
    await view('ARTICLE', first.id, 'reader-b', '203.0.113.2', { referrer: 'https://www.google.com.ar/' });
    await visit('/juegos/', '203.0.113.3', {
      referrer: 'https://www.colegio-sanjose.edu.ar/novedades?id=3',
      utmSource: ' Newsletter ',
      utmCampaign: 'Marzo   2026',
    });
    await view('GUIDE', guide.id, 'reader-d', '203.0.113.4', { referrer: '' });
    await app.runtime.services.views.flush();

    // Day 2: reader A again (a new day: a visitor again), and a new reader from WhatsApp.
    clock = noonOf(DAY_2);
    await view('ARTICLE', second.id, 'reader-a', '203.0.113.1', { referrer: 'https://l.facebook.com/l.php?u=x' });
    await view('ARTICLE', first.id, 'reader-e', '203.0.113.5', whatsapp);
    await app.runtime.services.views.flush();

    const both = await report({ period: 'CUSTOM', from: DAY_1, to: DAY_2 });
    expect(both.errors).toBeUndefined();
    const data = both.data!.analyticsReport;
    expect(data).toMatchObject({ from: DAY_1, to: DAY_2, previousFrom: '2026-03-08', previousTo: '2026-03-09' });
    expect(data.days).toEqual([
      { day: DAY_1, visitors: 4, views: 5 },
      { day: DAY_2, visitors: 2, views: 2 },
    ]);
    expect(data.visitors).toEqual({ current: 6, previous: 0, changePercent: null });
    expect(data.views).toEqual({ current: 7, previous: 0, changePercent: null });
    expect(data.topContent[0]).toEqual({
      contentType: 'ARTICLE',
      id: String(first.id),
      title: 'Rabietas a los dos años',
      views: 3,
      visitors: 3,
    });
    expect(data.topContent.slice(1)).toHaveLength(2);
    expect(data.topContent.slice(1)).toEqual(
      expect.arrayContaining([
        { contentType: 'ARTICLE', id: String(second.id), title: 'Dormir toda la noche', views: 1, visitors: 1 },
        { contentType: 'GUIDE', id: String(guide.id), title: 'Guía de límites', views: 1, visitors: 1 },
      ]),
    );
    expect(data.sources[0]).toEqual({ name: 'WhatsApp', visits: 2 });
    expect(data.sources.slice(1)).toHaveLength(4);
    expect(data.sources.slice(1)).toEqual(
      expect.arrayContaining([
        { name: 'Google', visits: 1 },
        { name: 'Facebook', visits: 1 },
        { name: 'Directo', visits: 1 },
        { name: 'colegio-sanjose.edu.ar', visits: 1 },
      ]),
    );
    expect(data.campaigns).toEqual([
      { utmSource: 'whatsapp', utmCampaign: 'marzo', visits: 2 },
      { utmSource: 'newsletter', utmCampaign: 'marzo 2026', visits: 1 },
    ]);

    // Day 2 alone: day 1 is its previous period.
    const second2 = (await report({ period: 'CUSTOM', from: DAY_2, to: DAY_2 })).data!.analyticsReport;
    expect(second2.visitors).toEqual({ current: 2, previous: 4, changePercent: -50 });
    expect(second2.views).toEqual({ current: 2, previous: 5, changePercent: -60 });

    // No address is stored: the day's rows hold salted hashes only, one salt per day.
    const hashes = await db.select({ hash: analyticsVisitors.visitorHash }).from(analyticsVisitors);
    expect(hashes.length).toBeGreaterThan(0);
    for (const { hash } of hashes) expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('ignores hostile sources and refuses bad pages and ranges with typed errors', async () => {
    const db = app.runtime.services.db;
    const article = await insertArticle(db);
    clock = noonOf('2026-04-02');
    const before = await db.select().from(analyticsSources);
    const hostile = [
      { referrer: `https://example.com/${'x'.repeat(100_000)}` },
      { referrer: 'javascript:alert(1)' },
      { referrer: 'not a url' },
    ];
    for (const [i, source] of hostile.entries()) {
      const result = await view('ARTICLE', article.id, `hostile-${i}`, `198.51.100.${i + 1}`, source);
      expect(result.errors).toBeUndefined();
    }
    const bogusTags = await view('ARTICLE', article.id, 'hostile-tags', '198.51.100.9', {
      referrer: 'https://wa.me/',
      utmSource: '<script>alert(1)</script>',
      utmCampaign: 'a'.repeat(500),
    });
    expect(bogusTags.errors).toBeUndefined();
    await app.runtime.services.views.flush();
    const added = (await db.select().from(analyticsSources)).filter(
      (row) => !before.some((old) => old.day === row.day && old.source === row.source),
    );
    expect(added).toEqual([{ day: '2026-04-02', source: 'WhatsApp', utmSource: '', utmCampaign: '', visits: 1 }]);

    for (const path of ['https://evil.example/', '//evil.example', '/admin/estadisticas', `/${'a'.repeat(300)}`])
      expect(errorCode(await visit(path, '198.51.100.20'))).toBe('BAD_USER_INPUT');
    expect((await visit('/pagina-que-no-existe', '198.51.100.20')).data?.recordVisit).toBe(true);

    const ranges = [
      { period: 'CUSTOM' as const },
      { period: 'CUSTOM' as const, from: '2026-02-30', to: '2026-03-02' },
      { period: 'CUSTOM' as const, from: '2026-03-05', to: '2026-03-01' },
      { period: 'CUSTOM' as const, from: '2020-01-01', to: '2021-12-31' },
      { period: 'CUSTOM' as const, from: '2026-01-01', to: '2999-01-01' },
      { period: 'CUSTOM' as const, from: "2026-01-01'; drop table articles; --", to: '2026-01-02' },
    ];
    for (const range of ranges) expect(errorCode(await report(range))).toBe('BAD_USER_INPUT');
  });

  it('forgets visitor hashes and salts after today and yesterday', async () => {
    const db = app.runtime.services.db;
    await db.insert(analyticsVisitors).values([
      { day: '2026-05-01', scope: 'site', visitorHash: 'old' },
      { day: '2026-05-02', scope: 'site', visitorHash: 'yesterday' },
      { day: '2026-05-03', scope: 'site', visitorHash: 'today' },
    ]);
    await db.insert(analyticsSalts).values([
      { day: '2026-05-01', salt: 'a' },
      { day: '2026-05-02', salt: 'b' },
    ]);
    const report = await deleteExpiredRows(app.runtime.services, noonOf('2026-05-03'));
    expect(report.visitorHashes).toBeGreaterThanOrEqual(1);
    const days = (await db.select({ day: analyticsVisitors.day }).from(analyticsVisitors)).map((row) => row.day);
    expect(days).toEqual(expect.arrayContaining(['2026-05-02', '2026-05-03']));
    expect(days.filter((day) => day < '2026-05-02')).toEqual([]);
    expect((await db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((row) => row.day)).toEqual([
      '2026-05-02',
    ]);
  });
});
