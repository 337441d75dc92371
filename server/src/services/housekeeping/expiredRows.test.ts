import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  contentViews,
  loginAddresses,
  outgoingEmails,
  passwordResetTokens,
  sessions,
  throttles,
  users,
} from '../../db/schema';
import {
  KNOWN_ADDRESS_DAYS,
  LOGIN_CEILING_NOTICE,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_PER_ADDRESS,
  RESET_PER_ACCOUNT,
  RESET_PER_ADDRESS,
  PASSWORD_CHANGE_FAILURES,
} from '../auth';
import { CONTACT_PER_IP, CONTACT_PER_VISITOR } from '../contact';
import { scheduledJobs } from '../../jobs/jobStatus';
import { deleteExpiredRows, OUTGOING_EMAIL_DAYS, HOUSEKEEPING_QUEUE, THROTTLE_ROWS_KEPT_SECONDS } from './expiredRows';
import { CHECKOUT_PER_IP } from '../purchase';
import { RATING_PER_ADDRESS, RATING_PER_ADDRESS_AND_ITEM, RATING_PER_VISITOR } from '../ratings';
import { recordView, VIEW_PER_ADDRESS_AND_ITEM } from '../views';

describe('housekeeping limits', () => {
  it('keeps throttle rows longer than any rule counts them', () => {
    for (const rule of [
      LOGIN_CEILING_NOTICE,
      LOGIN_PER_ACCOUNT,
      LOGIN_PER_ACCOUNT_AND_ADDRESS,
      LOGIN_PER_ADDRESS,
      RATING_PER_ADDRESS,
      RATING_PER_ADDRESS_AND_ITEM,
      CONTACT_PER_IP,
      CONTACT_PER_VISITOR,
      CHECKOUT_PER_IP,
      RATING_PER_VISITOR,
      RESET_PER_ADDRESS,
      RESET_PER_ACCOUNT,
      PASSWORD_CHANGE_FAILURES,
      VIEW_PER_ADDRESS_AND_ITEM,
    ])
      expect(rule.windowSeconds, rule.bucket).toBeLessThan(THROTTLE_ROWS_KEPT_SECONDS);
  });
});

describe.each(TEST_DATABASES)('housekeeping on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('deletes only rows whose window is over, and an old visitor counts again as before', async () => {
    const { db } = app.runtime.services;
    const { id: guideId } = await insertGuide(db, { title: 'Guía para contar vistas', status: 'Publicado' });
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    await db.insert(contentViews).values([
      { contentType: 'guide', contentId: guideId, visitorId: 'recent-visitor' },
      { contentType: 'guide', contentId: guideId, visitorId: 'old-visitor', viewedAt: hoursAgo(2) },
    ]);
    await db.insert(throttles).values([
      { bucket: 'contact:ip', subject: 'recent', hits: 3 },
      { bucket: 'contact:ip', subject: 'old', hits: 3, windowStartedAt: hoursAgo(48) },
    ]);
    const [owner] = await db
      .insert(users)
      .values({ id: 'housekeeping-owner', email: 'limpieza@example.com', passwordHash: 'not-a-real-hash' })
      .returning({ id: users.id });
    if (!owner) throw new Error('user not created');
    await db.insert(sessions).values([
      { id: 'housekeeping-live', userId: owner.id, expiresAt: new Date(Date.now() + 3_600_000) },
      { id: 'housekeeping-expired', userId: owner.id, expiresAt: new Date(Date.now() - 3_600_000) },
    ]);

    await db.insert(loginAddresses).values([
      { email: 'limpieza@example.com', address: '192.0.2.10' },
      { email: 'limpieza@example.com', address: '192.0.2.11', lastSignedInAt: hoursAgo(24 * (KNOWN_ADDRESS_DAYS + 1)) },
    ]);

    await db.insert(passwordResetTokens).values([
      { tokenHash: 'live-link', userId: owner.id, expiresAt: new Date(Date.now() + 600_000) },
      { tokenHash: 'expired-link', userId: owner.id, expiresAt: new Date(Date.now() - 1_000) },
    ]);
    const mail = { toAddress: 'limpieza@example.com', subject: 's', textBody: '', htmlBody: '' };
    await db.insert(outgoingEmails).values([
      { ...mail, subject: 'reciente', deliveryStatus: 'sent' },
      { ...mail, subject: 'pendiente vieja', deliveryStatus: 'pending', createdAt: hoursAgo(24 * 40) },
      {
        ...mail,
        subject: 'enviada vieja',
        deliveryStatus: 'sent',
        createdAt: hoursAgo(24 * (OUTGOING_EMAIL_DAYS + 1)),
      },
    ]);

    const report = await deleteExpiredRows(app.runtime.services);

    expect(report).toEqual({
      views: 1,
      throttles: 1,
      loginAddresses: 1,
      resetLinks: 1,
      emails: 1,
      unconfirmedSubscribers: 0,
      visitorHashes: 0,
    });
    const links = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    expect(links.map((row) => row.hash)).toEqual(['live-link']);
    const mails = await db.select({ subject: outgoingEmails.subject }).from(outgoingEmails);
    expect(mails.map((row) => row.subject).sort()).toEqual(['pendiente vieja', 'reciente']);
    const views = await db.select({ visitor: contentViews.visitorId }).from(contentViews);
    expect(views.map((row) => row.visitor)).toEqual(['recent-visitor']);
    const counters = await db.select({ subject: throttles.subject }).from(throttles);
    expect(counters.map((row) => row.subject)).toEqual(['recent']);
    const addresses = await db.select({ address: loginAddresses.address }).from(loginAddresses);
    expect(addresses.map((row) => row.address)).toEqual(['192.0.2.10']);
    const left = await db.select({ id: sessions.id }).from(sessions);
    expect(left.map((row) => row.id)).toContain('housekeeping-live');
    expect(left.map((row) => row.id)).not.toContain('housekeeping-expired');

    // Whether her row expired or was deleted, a returning visitor's view counts; a recent one's does not.
    const buffer = app.runtime.services.views;
    const view = (visitor: string, address: string) =>
      recordView(buffer, { contentType: 'guide', id: guideId, visitor, address });
    const before = await view('recent-visitor', '192.0.2.1');
    const after = await view('old-visitor', '192.0.2.2');
    expect(after).toBe(before + 1);
    expect(await buffer.flush()).toBe(1);
  });

  it('runs as a scheduled job and records its run', async () => {
    const { db } = app.runtime.services;
    await db.insert(throttles).values({
      bucket: 'login:ip',
      subject: 'stale',
      windowStartedAt: sql`now() - make_interval(days => 3)`,
    });
    // The job as pg-boss queues it hourly, run now.
    expect(await app.runtime.services.jobs.runScheduled(HOUSEKEEPING_QUEUE)).toEqual({ status: 'succeeded' });
    expect(
      (
        await db
          .select()
          .from(throttles)
          .where(sql`${throttles.subject} = 'stale'`)
      ).length,
    ).toBe(0);
    const [run] = await scheduledJobs(app.runtime.services);
    expect(run).toBeDefined();
  });
});
