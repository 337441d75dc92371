/**
 * Scheduled publishing on both databases: what a schedule must be to be
 * saved, that the item stays private until its minute, and that the
 * publisher then makes it public exactly once, dated at that minute, even
 * with two publishers passing at the same moment (two app instances).
 */
import { instantToWallTime, SCHEDULE_MESSAGES } from '@crecer/domain/schedule';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUpload, pngBytes } from '../../../test/factories';
import { graphql } from '../../../test/gql';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles, guides, users } from '../../db/schema';
import { createDatabase } from '../../db/client';
import { articleKind } from './articleKind';
import { saveContent } from './saveContent';
import { guideKind } from './guideKind';
import { publishDueContent, upcomingSchedules } from './publishSchedule';
import { PUBLISH_QUEUE } from './publishJobs';
import { campaignForArticle, sendNewsletter } from '../newsletter';

const ZONE = 'America/Argentina/Buenos_Aires';
const MINUTE = 60_000;

const PublicArticlesQuery = graphql(`
  query ScheduleTestPublicArticles {
    articles(input: { pageSize: 50 }) {
      items {
        id
      }
    }
  }
`);

const AdminArticleScheduleQuery = graphql(`
  query ScheduleTestAdminArticle($id: ID!) {
    adminArticle(id: $id) {
      status
      scheduledFor
    }
  }
`);

/** The site's wall time `minutes` from now, on the minute (what the form's picker gives). */
function wallTimeIn(minutes: number): string {
  return instantToWallTime(new Date(Date.now() + minutes * MINUTE), ZONE);
}

describe.each(TEST_DATABASES)('scheduled publishing on %s', (kind) => {
  let app: TestApp;
  let categoryId: string;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind, {
      // E-mail set up (to a port nothing answers) so an article can be queued for the subscribers.
      config: { siteTimeZone: ZONE, smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'duena@example.com' },
    });
    await services().db.insert(users).values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
    const [row] = await services().db.query.categories.findMany({ limit: 1 });
    categoryId = String(row?.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const article = async (scheduledFor: string | null, title = 'Artículo programado') => ({
    title,
    summary: 'Resumen',
    content: '<p>Contenido</p>',
    categoryId,
    categoryPosition: 'top-left' as const,
    status: 'Programado' as const,
    scheduledFor,
    image: fileUpload(await pngBytes(), 'portada.png', 'image/png').promise,
  });

  const schedule = async (minutes: number, title?: string) =>
    saveContent(articleKind, services(), ADMIN_USER.id, await article(wallTimeIn(minutes), title));

  async function publicIds(): Promise<string[]> {
    const result = await app.execute(PublicArticlesQuery);
    return result.data?.articles.items.map((item) => String(item.id)) ?? [];
  }

  it('announces publishing by hand: the send waiting for the article starts', async () => {
    const saved = await schedule(30, 'Publicado antes de tiempo');
    expect(await sendNewsletter(services(), saved.id)).toMatchObject({ state: 'waiting' });
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      { ...(await article(null, 'Publicado antes de tiempo')), status: 'Publicado' },
      String(saved.id),
    );
    await services().jobs.runDueJobs();
    expect(await campaignForArticle(services().db, saved.id)).toMatchObject({ state: 'sending' });
  });

  it('cancels the send waiting for a scheduled article she returns to Borrador; publishing it later sends nothing', async () => {
    const saved = await schedule(30, 'Vuelve a borrador');
    await sendNewsletter(services(), saved.id);
    const draft = { ...(await article(null, 'Vuelve a borrador')), status: 'Borrador' as const };
    await saveContent(articleKind, services(), ADMIN_USER.id, draft, String(saved.id));
    await services().jobs.runDueJobs();
    expect(await campaignForArticle(services().db, saved.id)).toBeNull();
    const published = { ...(await article(null, 'Vuelve a borrador')), status: 'Publicado' as const };
    await saveContent(articleKind, services(), ADMIN_USER.id, published, String(saved.id));
    await services().jobs.runDueJobs();
    expect(await campaignForArticle(services().db, saved.id)).toBeNull();
  });

  it('refuses a schedule that is missing, not a date, or already past, with the Spanish message on the field', async () => {
    const cases = [
      [null, SCHEDULE_MESSAGES.missing],
      ['31/12/2030 10:00', SCHEDULE_MESSAGES.invalid],
      [wallTimeIn(-1), SCHEDULE_MESSAGES.past],
    ] as const;
    for (const [scheduledFor, message] of cases) {
      await expect(
        saveContent(articleKind, services(), ADMIN_USER.id, await article(scheduledFor)),
      ).rejects.toMatchObject({
        details: { fieldErrors: expect.arrayContaining([{ field: 'scheduledFor', message }]) },
      });
    }
  });

  it('asks of a scheduled item what publishing asks (a guide needs its PDF)', async () => {
    await expect(
      saveContent(guideKind, services(), ADMIN_USER.id, {
        title: 'Guía programada sin PDF',
        description: 'Descripción',
        categoryId,
        categoryPosition: 'top-right',
        status: 'Programado',
        scheduledFor: wallTimeIn(30),
      }),
    ).rejects.toMatchObject({
      details: {
        fieldErrors: expect.arrayContaining([
          { field: 'pdf', message: 'Para guías gratuitas publicadas, se requiere un archivo PDF.' },
        ]),
      },
    });
  });

  it('keeps a scheduled article private, shows its time on the site clock, and un-schedules back to a draft', async () => {
    const saved = await schedule(30);
    expect(saved.status).toBe('Programado');
    expect(await publicIds()).not.toContain(String(saved.id));
    const admin = await app.execute(AdminArticleScheduleQuery, { id: String(saved.id) }, { user: ADMIN_USER });
    expect(admin.data?.adminArticle).toEqual({ status: 'PROGRAMADO', scheduledFor: wallTimeIn(30) });
    expect((await upcomingSchedules(services().db, ZONE)).map((item) => item.id)).toContain(saved.id);

    const draft = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      { ...(await article(null)), status: 'Borrador', image: undefined },
      String(saved.id),
    );
    expect(draft).toMatchObject({ status: 'Borrador', scheduledAt: null });
    expect(await publishDueContent(services().db, new Date(Date.now() + 60 * MINUTE))).not.toContainEqual(
      expect.objectContaining({ id: saved.id }),
    );
  });

  it('publishes at its minute, dated then, and only once', async () => {
    const saved = await schedule(5, 'Sale a los cinco minutos');
    const due = saved.scheduledAt as Date;
    expect(due.getTime() % MINUTE).toBe(0);

    expect(await publishDueContent(services().db, new Date(due.getTime() - 1))).toEqual([]);
    expect(await publicIds()).not.toContain(String(saved.id));

    const fired = await publishDueContent(services().db, due);
    expect(fired).toEqual([{ contentType: 'article', id: saved.id, publishedAt: due }]);
    const [row] = await services().db.select().from(articles).where(eq(articles.id, saved.id));
    expect(row).toMatchObject({ status: 'Publicado', scheduledAt: null, createdAt: due });
    expect(await publicIds()).toContain(String(saved.id));

    expect(await publishDueContent(services().db, new Date(due.getTime() + MINUTE))).toEqual([]);
  });

  it('publishes each due row exactly once when two publishers pass at the same moment', async () => {
    const saved = await Promise.all(Array.from({ length: 12 }, (_, i) => schedule(10 + i, `Carrera ${i}`)));
    const later = new Date(Date.now() + 60 * MINUTE);
    // A second connection pool on Postgres: the two passes really run at once, as on two instances.
    const second =
      kind === 'postgres' ? await createDatabase({ databaseUrl: app.config.databaseUrl, maxConnections: 2 }) : null;
    try {
      const otherDb = second ? second.db : services().db;
      const [a, b] = await Promise.all([publishDueContent(services().db, later), publishDueContent(otherDb, later)]);
      const ids = [...a, ...b].map((item) => item.id).filter((id) => saved.some((row) => row.id === id));
      expect(ids.sort((x, y) => x - y)).toEqual(saved.map((row) => row.id).sort((x, y) => x - y));
      const rows = await services()
        .db.select({ status: articles.status })
        .from(articles)
        .where(
          inArray(
            articles.id,
            saved.map((row) => row.id),
          ),
        );
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Publicado']));
    } finally {
      await second?.close();
    }
  });

  it('publishes at start what fell due while no process ran (a restart loses no schedule)', async () => {
    const saved = await schedule(20, 'Vencido durante un reinicio');
    // The minute passed while the site was down.
    await services()
      .db.update(articles)
      .set({ scheduledAt: new Date(Date.now() - 5 * MINUTE) })
      .where(eq(articles.id, saved.id));
    // The job pg-boss queues every minute, run now: it publishes what fell due while the site was down.
    expect(await services().jobs.runScheduled(PUBLISH_QUEUE)).toEqual({ status: 'succeeded' });
    expect((await services().db.select().from(articles).where(eq(articles.id, saved.id)))[0]?.status).toBe('Publicado');
  });

  it('leaves guides and articles that are not scheduled alone', async () => {
    const before = await services().db.select({ id: guides.id, status: guides.status }).from(guides);
    await publishDueContent(services().db, new Date(Date.now() + 24 * 60 * MINUTE));
    expect(await services().db.select({ id: guides.id, status: guides.status }).from(guides)).toEqual(before);
  });
});
