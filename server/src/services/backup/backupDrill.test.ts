/**
 * The backup drill, on each test database: content with images and PDFs,
 * "Descargar copia de seguridad" while a writer loop rates an article through
 * the running server, wipe, restore into an empty site, and every article,
 * rating, setting, image and PDF is back and served.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfBytes, pngBytes } from '../../../test/factories';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, postGraphQLFrom, postMultipart, startHttp } from '../../../test/http';
import { executeRows } from '../../db/client';
import { categories, jobRuns, ratings } from '../../db/schema';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { restoreBackup } from './restoreBackup';
import { readTarball } from './tarball';

type Server = Awaited<ReturnType<typeof startHttp>>;

/** Every revision with what names its item, its picture and its author. */
const revisionRows = (app: TestApp) =>
  executeRows(
    app.runtime.services.db,
    sql`select id, article_id, guide_id, title, image_url, user_id from content_revisions order by id`,
  );

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const SNAPSHOT = `query Snapshot {
  articles(input: { pageSize: 50 }) { items { id title summary imageUrl image { srcSet } averageRating ratingCount } }
  guides(input: { pageSize: 50 }) { items { id title imageUrl hasPdf downloadUrl averageRating ratingCount } }
  siteConfiguration(keys: ["home_hero_title"]) { key value }
}`;
const RATE = `mutation Rate($id: ID!, $rating: Int!) { rateContent(contentType: ARTICLE, id: $id, rating: $rating) { count } }`;

async function signIn(url: string): Promise<string> {
  const login = await postGraphQL(url, {
    query: `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
  });
  return cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
}

/** The owner's content, made through the admin API as she would: two articles with pictures, a free and a paid guide. */
async function createContent(app: TestApp, url: string, cookie: string) {
  const [category] = await app.runtime.services.db.insert(categories).values({ name: 'Crianza' }).returning();
  const image = async (width: number) => ({
    path: 'variables.input.image',
    bytes: await pngBytes(width, 200),
    name: `foto ${width}.png`,
    type: 'image/png',
  });
  const ids: string[] = [];
  for (const [title, width] of [
    ['Rutinas en casa', 420],
    ['Límites con cariño', 360],
  ] as const) {
    const created = await postMultipart(
      url,
      {
        query: 'mutation A($input: ArticleInput!) { createArticle(input: $input) { id } }',
        variables: {
          input: {
            title,
            summary: 'Resumen',
            content: '<p>Texto</p>',
            categoryId: category?.id,
            categoryPosition: 'TOP_RIGHT',
            status: 'PUBLICADO',
            image: null,
          },
        },
      },
      [await image(width)],
      cookie,
    );
    expect(created.json.errors).toBeUndefined();
    ids.push((created.json.data?.createArticle as { id: string }).id);
  }
  for (const [title, price] of [
    ['Guía gratuita', null],
    ['Guía paga', '1500'],
  ] as const) {
    const created = await postMultipart(
      url,
      {
        query: 'mutation G($input: GuideInput!) { createGuide(input: $input) { id } }',
        variables: {
          input: {
            title,
            description: 'D',
            categoryId: category?.id,
            categoryPosition: 'TOP_RIGHT',
            price,
            status: 'PUBLICADO',
            image: null,
            pdf: null,
          },
        },
      },
      [
        await image(320),
        {
          path: 'variables.input.pdf',
          bytes: pdfBytes(price ? 2000 : 1000),
          name: `${title}.pdf`,
          type: 'application/pdf',
        },
      ],
      cookie,
    );
    expect(created.json.errors).toBeUndefined();
  }
  await postGraphQL(
    url,
    {
      query:
        'mutation S { saveSiteConfiguration(changes: [{ key: "home_hero_title", value: "Familias que crecen" }]) { key } }',
    },
    cookie,
  );
  // Three visitors (no cookie: a new anonymous visitor each) rate the first article.
  for (const rating of [5, 4, 3]) await postGraphQL(url, { query: RATE, variables: { id: ids[0], rating } });
  return { rated: ids[0]!, busy: ids[1]! };
}

/** Every file the snapshot's pages point at, as bytes (images and their variants, PDFs). */
async function servedFiles(url: string, cookie: string, snapshot: Awaited<ReturnType<typeof readSnapshot>>) {
  const paths = new Set<string>();
  for (const item of [...snapshot.articles.items, ...snapshot.guides.items]) {
    if (item.imageUrl) paths.add(item.imageUrl);
    for (const part of (item as { image?: { srcSet?: string | null } }).image?.srcSet?.split(',') ?? [])
      paths.add(part.trim().split(' ')[0]!);
  }
  for (const guide of snapshot.guides.items) paths.add(`/download/admin/guides/${guide.id}`);
  const files: Record<string, { status: number; bytes: number; type: string | null }> = {};
  for (const path of [...paths].sort()) {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    files[path] = { status: response.status, bytes: body.length, type: response.headers.get('content-type') };
  }
  return files;
}

interface Item {
  id: string;
  imageUrl: string | null;
  averageRating: number;
  ratingCount: number;
}
async function readSnapshot(url: string) {
  const { json } = await postGraphQL(url, { query: SNAPSHOT });
  return json.data as {
    articles: { items: Item[] };
    guides: { items: (Item & { hasPdf: boolean })[] };
    siteConfiguration: unknown;
  };
}

describe.each(TEST_DATABASES)('backup drill on %s', (kind) => {
  const opened: { app: TestApp; server: Server }[] = [];
  afterAll(async () => {
    for (const { app, server } of opened.splice(0)) {
      await server.close();
      await app.close();
    }
  });
  async function openSite() {
    const app = await createTestApp(kind, { seed: false });
    await upsertUser(app.runtime.services.db, OWNER.email, OWNER.password, 'admin');
    const server = await startHttp(app);
    opened.push({ app, server });
    return { app, server, cookie: await signIn(server.url) };
  }

  it('restores everything from a backup taken while a writer rates an article', async () => {
    const site = await openSite();
    const { rated, busy } = await createContent(site.app, site.server.url, site.cookie);
    // Each admin save kept a revision (Historial): they are content too.
    const revisionsBefore = await revisionRows(site.app);
    expect(revisionsBefore.length).toBeGreaterThanOrEqual(4);
    const before = await readSnapshot(site.server.url);
    const filesBefore = await servedFiles(site.server.url, site.cookie, before);
    expect(Object.values(filesBefore).every((file) => file.status === 200)).toBe(true);
    expect(Object.keys(filesBefore).filter((path) => path.startsWith('/download/')).length).toBe(2);

    // Writer loop: sequential ratings of `busy` by new anonymous visitors, through the server.
    let writes = 0;
    // Resolved by the writer as it commits, so the test waits on its progress rather than polling.
    const waiters: { count: number; resolve: () => void }[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) {
        // Each rating from its own loopback address: ratings are limited per client address.
        const { json } = await postGraphQLFrom(
          site.server.url,
          `127.0.${1 + Math.floor(writes / 250)}.${1 + (writes % 250)}`,
          {
            query: RATE,
            variables: { id: busy, rating: 1 + (writes % 5) },
          },
        );
        expect(json.errors).toBeUndefined();
        writes += 1;
        for (const waiter of waiters.filter((w) => writes >= w.count)) waiter.resolve();
      }
    })();
    const waitForWrites = (count: number) =>
      writes >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
    await waitForWrites(3);
    const writesAtStart = writes;
    expect((await fetch(`${site.server.url}/download/admin/backup`)).status).toBe(401);
    const response = await fetch(`${site.server.url}/download/admin/backup`, { headers: { cookie: site.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="crecer-backup-.*\.tar\.gz"/);
    // Keep the download open until the writer has committed more ratings meanwhile.
    const reader = response.body!.getReader();
    const chunks: Buffer[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(Buffer.from(first.value));
    await waitForWrites(writes + 3);
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value));
    writing = false;
    await writer;
    const archive = Buffer.concat(chunks);
    const backedUpRatings = readTarball(archive)
      .find((entry) => entry.name === 'db/ratings.jsonl')!
      .body.toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: number; content_id: number });
    const busyRatings = backedUpRatings.filter((row) => String(row.content_id) === busy).map((row) => row.id);
    // A snapshot of sequential commits: every rating before the backup began, and no gaps.
    expect(busyRatings.length).toBeGreaterThanOrEqual(writesAtStart);
    expect(busyRatings.length).toBeLessThan(writes);
    expect(Math.max(...busyRatings) - Math.min(...busyRatings) + 1).toBe(busyRatings.length);

    // Wipe: the first site's database and files are deleted; the second starts empty.
    await opened.splice(0).reduce(async (done, { app, server }) => {
      await done;
      await server.close();
      await app.close();
    }, Promise.resolve());
    const fresh = await openSite();
    expect((await readSnapshot(fresh.server.url)).articles.items).toEqual([]);
    // This server's own scheduled-job history is not the site's: the restore leaves it alone.
    await fresh.app.runtime.services.jobs.runScheduled('housekeeping');
    const report = await restoreBackup(fresh.app.runtime.services, archive);
    expect(report.filesWritten).toBeGreaterThanOrEqual(6);
    expect((await fresh.app.runtime.services.db.select().from(jobRuns)).map((run) => run.name)).toEqual([
      'housekeeping',
    ]);
    expect(readTarball(archive).map((entry) => entry.name)).not.toContain('db/job_runs.jsonl');

    const after = await readSnapshot(fresh.server.url);
    const withoutBusy = (snapshot: typeof before) => ({
      ...snapshot,
      articles: { items: snapshot.articles.items.filter((item) => item.id !== busy) },
    });
    expect(withoutBusy(after)).toEqual(withoutBusy(before));
    expect(after.articles.items.find((item) => item.id === rated)).toMatchObject({ ratingCount: 3, averageRating: 4 });
    expect(after.articles.items.find((item) => item.id === busy)?.ratingCount).toBe(busyRatings.length);
    expect(after.siteConfiguration).toEqual([{ key: 'home_hero_title', value: 'Familias que crecen' }]);
    expect(readTarball(archive).map((entry) => entry.name)).toContain('db/content_revisions.jsonl');
    expect(await revisionRows(fresh.app)).toEqual(revisionsBefore);
    // Sessions are not in the archive: both the old site's and the fresh site's cookies are refused, and the
    // owner signs in again with her restored password. Files are back and served.
    expect(
      (await fetch(`${fresh.server.url}/download/admin/guides/1`, { headers: { cookie: site.cookie } })).status,
    ).toBe(401);
    expect(
      (await fetch(`${fresh.server.url}/download/admin/guides/1`, { headers: { cookie: fresh.cookie } })).status,
    ).toBe(401);
    expect(await servedFiles(fresh.server.url, await signIn(fresh.server.url), after)).toEqual(filesBefore);
    // New rows continue after the restored ones (sequences moved past them).
    const [again] = await fresh.app.runtime.services.db
      .insert(ratings)
      .values({ contentType: 'article', contentId: Number(rated), userIdentifier: 'v-new', rating: 2 })
      .returning();
    expect(again!.id).toBeGreaterThan(Math.max(...backedUpRatings.map((row) => row.id)));
    // Two sites, image processing and password hashing: slow on a busy two-core CI machine.
  }, 300_000);
});
