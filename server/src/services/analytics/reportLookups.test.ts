/**
 * The report's lists as the items are now, not as they were when counted: an
 * article or guide deleted since has no row (nothing to link to), a paid guide
 * made free leaves the funnel, and its downloads list it with the free ones.
 * The daily totals are written directly; the report reads them as the open
 * days' rows (nothing is rolled up), on both databases.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { analyticsDaily, analyticsGoals, articles, guides } from '../../db/schema';
import { GOALS } from './goals';
import { analyticsReport } from './report';
import { siteDay } from './siteDay';

describe.each(TEST_DATABASES)('report lists and later edits on %s', (kind) => {
  let app: TestApp;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists only what exists now; a guide made free keeps the clicks it had while paid', async () => {
    const db = services().db;
    const today = siteDay(Date.now(), services().config.siteTimeZone);
    const kept = await insertArticle(db, { title: 'Límites con cariño' });
    const gone = await insertArticle(db, { title: 'Artículo borrado' });
    const paid = await insertGuide(db, { title: 'Guía que sigue paga', price: 2500 });
    const madeFree = await insertGuide(db, { title: 'Guía ahora gratuita', price: 1500 });
    const goneGuide = await insertGuide(db, { title: 'Guía borrada', price: null });
    await db.insert(analyticsDaily).values([
      { day: today, scope: `article:${kept.id}`, views: 5, visitors: 4 },
      { day: today, scope: `article:${gone.id}`, views: 9, visitors: 9 },
      { day: today, scope: `guide:${paid.id}`, views: 7, visitors: 6 },
      { day: today, scope: `guide:${madeFree.id}`, views: 3, visitors: 3 },
    ]);
    await db.insert(analyticsGoals).values([
      { day: today, goal: GOALS.guideBuyClick, subject: String(paid.id), count: 2 },
      { day: today, goal: GOALS.guidePurchase, subject: String(paid.id), count: 1 },
      { day: today, goal: GOALS.guideBuyClick, subject: String(madeFree.id), count: 4 },
      { day: today, goal: GOALS.guideDownload, subject: String(madeFree.id), count: 6 },
      { day: today, goal: GOALS.guideDownload, subject: String(goneGuide.id), count: 8 },
    ]);
    await db.delete(articles).where(eq(articles.id, gone.id));
    await db.delete(guides).where(eq(guides.id, goneGuide.id));
    await db.update(guides).set({ price: null }).where(eq(guides.id, madeFree.id));

    const report = await analyticsReport(db, { period: 'LAST_7_DAYS' }, today, services().config);
    expect(report.topContent).toEqual([
      { contentType: 'guide', id: String(paid.id), title: 'Guía que sigue paga', views: 7, visitors: 6 },
      { contentType: 'article', id: String(kept.id), title: 'Límites con cariño', views: 5, visitors: 4 },
      { contentType: 'guide', id: String(madeFree.id), title: 'Guía ahora gratuita', views: 3, visitors: 3 },
    ]);
    expect(report.paidGuides).toEqual([
      { id: String(paid.id), title: 'Guía que sigue paga', views: 7, buyClicks: 2, purchases: 1 },
      { id: String(madeFree.id), title: 'Guía ahora gratuita', views: 3, buyClicks: 4, purchases: 0 },
    ]);
    expect(report.freeGuides).toEqual([{ id: String(madeFree.id), title: 'Guía ahora gratuita', downloads: 6 }]);
  });
});
