/**
 * Saving an article or a guide is all or nothing: the cover's media_assets row and
 * the content row are written in one transaction, so a refused content row leaves
 * neither behind, whatever the storage does afterwards. The refusal here is the
 * author's foreign key: a session whose user row is gone (deleted meanwhile).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileUpload, pdfBytes, pngBytes } from '../../../test/factories';
import { ADMIN_USER, createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles, guides, mediaAssets, users } from '../../db/schema';
import { articleKind } from './articleKind';
import { guideKind } from './guideKind';
import { saveContent } from './saveContent';

/** Signed in, but the users table no longer has the row: the content row's user_id is refused. */
const VANISHED_AUTHOR = 'vanished-author';
/** The content row's write failed, not an earlier step (an upload, the rules). */
const REFUSED_ROW = /^Failed query: (insert into|update) "(articles|guides)"/;

describe.each(TEST_DATABASES)('saving content is one transaction on %s', (kind) => {
  let app: TestApp;
  let categoryId: string;
  const services = () => app.runtime.services;

  beforeAll(async () => {
    app = await createTestApp(kind);
    await services().db.insert(users).values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
    const [row] = await services().db.query.categories.findMany({ limit: 1 });
    categoryId = String(row?.id);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Everything a save could leave behind: rows in three tables and files in three buckets. */
  async function leftovers() {
    const { db, storage } = services();
    const total = async (table: typeof articles | typeof guides | typeof mediaAssets) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      articles: await total(articles),
      guides: await total(guides),
      mediaAssets: await total(mediaAssets),
      files: [
        ...(await storage.list('articleimages')),
        ...(await storage.list('guideimages')),
        ...(await storage.list('guidepdfs')),
      ].sort(),
    };
  }

  const article = async (title = 'Artículo con portada') => ({
    title,
    summary: 'Resumen',
    content: '<p>Contenido</p>',
    categoryId,
    categoryPosition: 'top-left' as const,
    image: fileUpload(await pngBytes(), 'portada.png', 'image/png').promise,
  });

  const guide = async () => ({
    title: 'Guía con archivos',
    description: 'Descripción',
    categoryId,
    categoryPosition: 'top-right' as const,
    image: fileUpload(await pngBytes(), 'tapa.png', 'image/png').promise,
    pdf: fileUpload(pdfBytes(), 'guia.pdf', 'application/pdf').promise,
  });

  it('a refused article row leaves no row, no media asset and no file', async () => {
    const before = await leftovers();
    await expect(saveContent(articleKind, services(), VANISHED_AUTHOR, await article())).rejects.toThrow(REFUSED_ROW);
    expect(await leftovers()).toEqual(before);
  });

  it('a refused guide row leaves no row, no media asset, no cover and no PDF', async () => {
    const before = await leftovers();
    await expect(saveContent(guideKind, services(), VANISHED_AUTHOR, await guide())).rejects.toThrow(REFUSED_ROW);
    expect(await leftovers()).toEqual(before);
  });

  it('a refused row leaves no media asset even when the storage cannot delete the new files', async () => {
    // The files stay (the storage is down; a warning names them), but no row describes a
    // file nothing shows: the asset row is rolled back with the content row, not deleted after it.
    vi.spyOn(services().storage, 'delete').mockRejectedValue(new Error('storage unavailable'));
    const before = await leftovers();
    await expect(saveContent(articleKind, services(), VANISHED_AUTHOR, await article())).rejects.toThrow(REFUSED_ROW);
    await expect(saveContent(guideKind, services(), VANISHED_AUTHOR, await guide())).rejects.toThrow(REFUSED_ROW);
    expect({ ...(await leftovers()), files: [] }).toEqual({ ...before, files: [] });
  });

  it('a PDF the storage refuses leaves no cover of the same guide behind', async () => {
    const storage = services().storage;
    const put = storage.put.bind(storage);
    vi.spyOn(storage, 'put').mockImplementation((key, body, type) =>
      key.startsWith('guidepdfs/') ? Promise.reject(new Error('storage full')) : put(key, body, type),
    );
    const before = await leftovers();
    await expect(saveContent(guideKind, services(), ADMIN_USER.id, await guide())).rejects.toThrow('storage full');
    expect(await leftovers()).toEqual(before);
  });

  it('a refused update keeps the row and its old cover, and leaves the new cover nowhere', async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, await article());
    expect(created.imageUrl).toBeTruthy();
    const before = await leftovers();
    await expect(
      saveContent(articleKind, services(), VANISHED_AUTHOR, await article('Nunca guardado'), String(created.id)),
    ).rejects.toThrow(REFUSED_ROW);
    expect(await leftovers()).toEqual(before);
    const [row] = await services().db.select().from(articles).where(eq(articles.id, created.id));
    expect(row).toMatchObject({ title: 'Artículo con portada', imageUrl: created.imageUrl });
  });
});
