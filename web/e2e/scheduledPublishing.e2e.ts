/**
 * Scheduled publishing across two instances on one Postgres database: the
 * owner schedules an article about two minutes ahead in the admin of
 * instance A; instance B keeps it out of every public answer until that
 * minute (its cached list included), then lists it, serves it, features it
 * on the home page, and puts it in the sitemap and the RSS feed, with no
 * request to A in between.
 */
import { DEFAULT_TIME_ZONE, formatWallTime, instantToWallTime } from '@crecer/domain/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
/** The publishing job is queued within 5 s of each minute (cron checks) and taken within 2 s (its worker's poll). */
const PUBLISH_WITHIN_MS = 10_000;
import { skipWithoutPostgres } from '../../server/test/databases';
import { startTwoInstances, type Instance, type TwoInstanceSite } from '../../server/test/instances';
import { expectNoSeriousA11yViolations } from './a11y';
import { openAdminSession, pathIs, pickFile, pngFile, screenshot, shows, toast, uniqueSuffix } from './admin-helpers';
import { PHONE, useBrowser } from './browser';
import { E2E_ADMIN } from './globalSetup';

const MINUTE = 60_000;

async function text(instance: Instance, pathname: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${instance.url}${pathname}`);
  return { status: response.status, body: await response.text() };
}

/** Every URL of the sitemap index's files, in one string. */
async function sitemapUrls(instance: Instance): Promise<string> {
  const index = (await text(instance, '/sitemap.xml')).body;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  const bodies = await Promise.all(files.map(async (file) => (await text(instance, file)).body));
  return bodies.join('\n');
}

describe.skipIf(skipWithoutPostgres('scheduled publishing on two instances'))(
  'scheduled publishing on two instances',
  () => {
    const browser = useBrowser();
    let site: TwoInstanceSite;
    let a: Instance;
    let b: Instance;
    const title = `Rutinas de verano ${uniqueSuffix()}`;
    /** The minute chosen in the form (set once the instances listen): 60–120 s ahead, on a minute boundary. */
    let dueAt = new Date(0);
    let wallTime = '';
    let articleId = '';

    beforeAll(async () => {
      site = await startTwoInstances(E2E_ADMIN);
      ({ a, b } = site);
    }, 240_000);
    afterAll(async () => {
      await site?.stop();
    });

    it('schedules an article in the form of instance A, shown as scheduled in the list and the dashboard', async () => {
      dueAt = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 2 * MINUTE);
      wallTime = instantToWallTime(dueAt, DEFAULT_TIME_ZONE);
      const { context, page, errors } = await openAdminSession(browser(), a.url, { ...PHONE, locale: 'es-AR' });
      await page.goto(`${a.url}/admin/articles/new`);
      await shows(page.getByRole('heading', { name: 'Nuevo Artículo', level: 1 }));
      await page.getByRole('textbox', { name: 'Título' }).fill(title);
      await page.getByRole('textbox', { name: 'Resumen' }).fill('Ideas para ordenar los días largos de vacaciones.');
      await page.getByRole('textbox', { name: 'Contenido' }).click();
      await page.keyboard.type('Un horario flexible ayuda a todos.');
      await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
      await page.getByRole('option').first().click();
      await pickFile(page, 'Seleccionar imagen de portada', pngFile('verano.png'));
      // Featured too: the home page's carousel must take it at its minute as well.
      await page.getByRole('switch', { name: 'Artículo destacado' }).check();

      await page.getByRole('radio', { name: 'Programar' }).check();
      const when = page.getByLabel('Fecha y hora de publicación');
      await shows(when);
      await shows(page.getByText('(America/Argentina/Buenos_Aires)', { exact: false }));
      // A minute already past is refused in Spanish before anything is sent.
      await when.fill(instantToWallTime(new Date(Date.now() - MINUTE), DEFAULT_TIME_ZONE));
      await page.getByRole('button', { name: 'Crear Artículo' }).click();
      await shows(page.getByText('Esa fecha y hora ya pasaron', { exact: false }));
      await expectNoSeriousA11yViolations(page, { label: 'article form, scheduling refused' });
      await screenshot(page, 'schedule-form-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'schedule-form-1280');
      await page.setViewportSize(PHONE.viewport);

      await when.fill(wallTime);
      await page.getByRole('button', { name: 'Crear Artículo' }).click();
      await shows(toast(page, 'Artículo creado correctamente.'));
      await pathIs(page, '/admin/articles');
      const row = page.getByRole('row').filter({ hasText: title });
      await shows(row.getByText(`Programado para ${formatWallTime(wallTime)}`));

      await page.goto(`${a.url}/admin`);
      const upcoming = page.getByRole('region', { name: 'Próximas publicaciones' });
      await shows(upcoming.getByRole('link', { name: title }));
      await shows(upcoming.getByText(`Programado para ${formatWallTime(wallTime)}`, { exact: false }));
      await expectNoSeriousA11yViolations(page, { label: 'dashboard with a schedule' });
      await screenshot(page, 'schedule-dashboard-390', upcoming);
      expect(errors).toEqual([]);
      await context.close();

      const [stored] = await site.sql<{ id: number; status: string; scheduled_at: Date }[]>`
        select id, status, scheduled_at from articles where title = ${title}`;
      expect(stored).toMatchObject({ status: 'Programado', scheduled_at: dueAt });
      articleId = String(stored?.id);
    });

    it('keeps it off instance B until its minute, then B lists it, serves it and adds it to the sitemap and RSS', async () => {
      expect(articleId).toMatch(/^\d+$/);
      // B's list is in B's cache before the minute: the publish must reach it there.
      const before = await text(b, '/articulos');
      expect(before.body).not.toContain(title);
      expect((await text(b, `/articulos/${articleId}`)).status).toBe(404);
      expect(await sitemapUrls(b)).not.toContain(`/articulos/${articleId}<`);
      expect((await text(b, '/rss.xml')).body).not.toContain(title);
      expect((await text(b, '/')).body).not.toContain(title);

      // Still private a few seconds before the minute.
      const early = dueAt.getTime() - 3_000 - Date.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      expect((await text(b, '/articulos')).body).not.toContain(title);

      // Public within one publisher pass of the minute, on the instance the owner never used.
      await expect
        .poll(async () => (await text(b, '/articulos')).body.includes(title), {
          timeout: dueAt.getTime() - Date.now() + PUBLISH_WITHIN_MS + 15_000,
          interval: 1_000,
        })
        .toBe(true);
      console.log(
        `scheduled article listed by instance B ${((Date.now() - dueAt.getTime()) / 1000).toFixed(1)} s after its minute`,
      );
      const detail = await text(b, `/articulos/${articleId}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toContain(title);
      expect(await sitemapUrls(b)).toContain(`/articulos/${articleId}<`);
      expect((await text(b, '/rss.xml')).body).toContain(title);
      expect((await text(b, '/')).body).toContain(title);

      const [row] = await site.sql<{ status: string; created_at: Date; scheduled_at: Date | null }[]>`
        select status, created_at, scheduled_at from articles where id = ${articleId}`;
      // Dated at the chosen minute, and published once: nothing is left scheduled.
      expect(row).toEqual({ status: 'Publicado', created_at: dueAt, scheduled_at: null });
    }, 240_000);
  },
);
