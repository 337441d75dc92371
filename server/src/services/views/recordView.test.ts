import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { asVisitor } from '../../../test/factories';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { articles, contentViews, guides, throttles } from '../../db/schema';
import { VIEW_DEDUP_MINUTES, VIEW_PER_ADDRESS_AND_ITEM } from './viewRules';

const RecordViewMutation = graphql(`
  mutation TestRecordView($contentType: ContentType!, $id: ID!) {
    recordView(contentType: $contentType, id: $id)
  }
`);

describe.each(TEST_DATABASES)('recordView on %s', (kind) => {
  let app: TestApp;
  let visitorSeq = 0;
  const newVisitor = () => `view-visitor-${++visitorSeq}`;
  /** Writes the buffered views (as the server does every few seconds), then reads the stored total. */
  const storedViews = async (id: number) => {
    await app.runtime.services.views.flush();
    return (await app.runtime.services.db.select({ views: guides.views }).from(guides).where(eq(guides.id, id)))[0]
      ?.views;
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses drafts, missing and malformed ids without counting', async () => {
    const draft = await insertGuide(app.runtime.services.db, { status: 'Borrador', views: 3 });
    const onDraft = await app.execute(RecordViewMutation, { contentType: 'GUIDE', id: String(draft.id) });
    expect(errorCode(onDraft)).toBe('NOT_FOUND');
    expect(onDraft.errors?.[0]?.message).toBe('Guía no encontrada o no está publicada.');
    expect(await storedViews(draft.id)).toBe(3);
    const missing = await app.execute(RecordViewMutation, { contentType: 'ARTICLE', id: '999999' });
    expect(missing.errors?.[0]?.message).toBe('Artículo no encontrado o no está publicado.');
    const malformed = await app.execute(RecordViewMutation, { contentType: 'ARTICLE', id: '1; drop' });
    expect(errorCode(malformed)).toBe('BAD_USER_INPUT');
  });

  it('counts once per visitor within 30 minutes and once per new visitor', async () => {
    const guide = await insertGuide(app.runtime.services.db, { views: 10 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const alice = newVisitor();
    expect((await app.execute(RecordViewMutation, vars, asVisitor(alice))).data?.recordView).toBe(11);
    expect((await app.execute(RecordViewMutation, vars, asVisitor(alice))).data?.recordView).toBe(11);
    expect((await app.execute(RecordViewMutation, vars, asVisitor(newVisitor()))).data?.recordView).toBe(12);
    expect((await app.execute(RecordViewMutation, vars, asVisitor(alice))).data?.recordView).toBe(12);
    expect(await storedViews(guide.id)).toBe(12);
  });

  it('counts the same visitor again once the 30-minute window has passed', async () => {
    const article = await insertArticle(app.runtime.services.db);
    const vars = { contentType: 'ARTICLE' as const, id: String(article.id) };
    const visitor = newVisitor();
    expect((await app.execute(RecordViewMutation, vars, asVisitor(visitor))).data?.recordView).toBe(1);
    await app.runtime.services.views.flush();
    const db = app.runtime.services.db;
    // Her address's own window has passed, so only hers is left to decide.
    await db
      .update(throttles)
      .set({ windowStartedAt: sql`now() - interval '31 minutes'` })
      .where(eq(throttles.bucket, VIEW_PER_ADDRESS_AND_ITEM.bucket));
    await db
      .update(contentViews)
      .set({ viewedAt: sql`now() - interval '29 minutes'` })
      .where(eq(contentViews.contentId, article.id));
    expect((await app.execute(RecordViewMutation, vars, asVisitor(visitor))).data?.recordView).toBe(1);
    await db
      .update(throttles)
      .set({ windowStartedAt: sql`now() - interval '31 minutes'` })
      .where(eq(throttles.bucket, VIEW_PER_ADDRESS_AND_ITEM.bucket));
    await db
      .update(contentViews)
      .set({ viewedAt: sql`now() - interval '31 minutes'` })
      .where(eq(contentViews.contentId, article.id));
    // Counted again (the total shown may lag: this instance remembers her by its own clock, not the database's).
    expect((await app.execute(RecordViewMutation, vars, asVisitor(visitor))).data?.recordView).toBeGreaterThanOrEqual(
      1,
    );
    await app.runtime.services.views.flush();
    const [row] = await db.select({ views: articles.views }).from(articles).where(eq(articles.id, article.id));
    expect(row?.views).toBe(2);
  });

  it('counts one view per address within the window, whatever cookie each request sends', async () => {
    const guide = await insertGuide(app.runtime.services.db, { views: 0 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    // A script without cookies: 200 calls, each a new visitor, from one address.
    for (let i = 0; i < 200; i += 1)
      expect(
        (await app.execute(RecordViewMutation, vars, { visitorId: newVisitor(), ip: '203.0.113.5' })).errors,
      ).toBeUndefined();
    expect(await storedViews(guide.id)).toBe(VIEW_PER_ADDRESS_AND_ITEM.limit);
    // The same reader on another connection (her phone off the wifi) is still one visitor.
    const reader = newVisitor();
    await app.execute(RecordViewMutation, vars, { visitorId: reader, ip: '203.0.113.6' });
    await app.execute(RecordViewMutation, vars, { visitorId: reader, ip: '203.0.113.7' });
    expect(await storedViews(guide.id)).toBe(2);
    // Her repeat did not use up that connection's view: someone else there still counts.
    await app.execute(RecordViewMutation, vars, { visitorId: newVisitor(), ip: '203.0.113.7' });
    expect(await storedViews(guide.id)).toBe(3);
  });

  it('stores nothing for a repeat view from one address, whatever cookie it sends', async () => {
    const guide = await insertGuide(app.runtime.services.db, { views: 0 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const rows = async () => {
      await app.runtime.services.views.flush();
      const stored = await app.runtime.services.db
        .select()
        .from(contentViews)
        .where(and(eq(contentViews.contentType, 'guide'), eq(contentViews.contentId, guide.id)));
      return stored.length;
    };
    for (let i = 0; i < 20; i += 1)
      await app.execute(RecordViewMutation, vars, { visitorId: newVisitor(), ip: '203.0.113.20' });
    expect(await rows()).toBe(1);
    expect(await storedViews(guide.id)).toBe(1);
  });

  it('counts one IPv6 /64 as one address, an IPv4-mapped address as its IPv4 one', async () => {
    const guide = await insertGuide(app.runtime.services.db, { views: 0 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const from = (ip: string) => app.execute(RecordViewMutation, vars, { visitorId: newVisitor(), ip });
    for (let i = 1; i <= 20; i += 1) await from(`2001:db8:1:2::${i.toString(16)}`);
    expect(await storedViews(guide.id)).toBe(1);
    await from('2001:db8:1:3::1');
    expect(await storedViews(guide.id)).toBe(2);
    await from('198.51.100.30');
    await from('::ffff:198.51.100.30');
    expect(await storedViews(guide.id)).toBe(3);
  });

  it('VIEW_PER_ADDRESS_AND_ITEM: a new view from the address counts again only once its window has passed', async () => {
    expect(VIEW_PER_ADDRESS_AND_ITEM.windowSeconds).toBe(VIEW_DEDUP_MINUTES * 60);
    const guide = await insertGuide(app.runtime.services.db, { views: 0 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const from = () => app.execute(RecordViewMutation, vars, { visitorId: newVisitor(), ip: '203.0.113.40' });
    const ageAddressBy = (seconds: number) =>
      app.runtime.services.db
        .update(throttles)
        .set({ windowStartedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(throttles.bucket, VIEW_PER_ADDRESS_AND_ITEM.bucket));
    for (let i = 0; i < VIEW_PER_ADDRESS_AND_ITEM.limit + 1; i += 1) await from();
    expect(await storedViews(guide.id)).toBe(VIEW_PER_ADDRESS_AND_ITEM.limit);
    await ageAddressBy(VIEW_PER_ADDRESS_AND_ITEM.windowSeconds - 30);
    await from();
    expect(await storedViews(guide.id)).toBe(VIEW_PER_ADDRESS_AND_ITEM.limit);
    await ageAddressBy(VIEW_PER_ADDRESS_AND_ITEM.windowSeconds + 1);
    await from();
    expect(await storedViews(guide.id)).toBe(VIEW_PER_ADDRESS_AND_ITEM.limit + 1);
  });

  it.skipIf(kind === 'pglite')('counts 500 concurrent views from 500 visitors exactly', async () => {
    const guide = await insertGuide(app.runtime.services.db, { views: 7 });
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const results = await Promise.all(
      Array.from({ length: 500 }, () => app.execute(RecordViewMutation, vars, asVisitor(newVisitor()))),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await storedViews(guide.id)).toBe(507);
  });

  it.skipIf(kind === 'pglite')('counts 50 concurrent views from one visitor once', async () => {
    const guide = await insertGuide(app.runtime.services.db);
    const vars = { contentType: 'GUIDE' as const, id: String(guide.id) };
    const visitor = newVisitor();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => app.execute(RecordViewMutation, vars, asVisitor(visitor))),
    );
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await storedViews(guide.id)).toBe(1);
  });
});
