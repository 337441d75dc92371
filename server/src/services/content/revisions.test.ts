import { instantToWallTime } from '@crecer/domain/schedule';
/**
 * Historial: every save of an article or a guide keeps a revision in the save's
 * transaction, at most REVISIONS_KEPT per item; a revision compares word by word
 * with the current version and is restored as a new save; admins only.
 */
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql/index';
import { fileUpload, pdfBytes, pngBytes } from '../../../test/factories';
import { ADMIN_USER, createTestApp, EDITOR_USER, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles, contentRevisions, guides, users } from '../../db/schema';
import { keyFromPublicUrl } from '../media';
import { articleKind } from './articleKind';
import { guideKind, PRICE_KEPT_NOTE } from './guideKind';
import { IMAGE_GONE_NOTE, IMAGE_NEEDED_NOTE } from './restoreRevision';
import { REVISION_NOT_FOUND, REVISIONS_KEPT } from './revisions';
import { saveContent } from './saveContent';

const Revisions = graphql(`
  query TestContentRevisions($contentType: ContentType!, $id: ID!, $input: AdminListInput) {
    contentRevisions(contentType: $contentType, id: $id, input: $input) {
      items {
        id
        title
        status
        createdAt
        authorEmail
      }
      totalCount
      pageCount
      page
    }
  }
`);

const Comparison = graphql(`
  query TestRevisionComparison($contentType: ContentType!, $revisionId: ID!) {
    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {
      revision {
        id
        title
        authorEmail
      }
      fields {
        label
        changed
        parts {
          value
          added
          removed
        }
      }
      imageChanged
    }
  }
`);

const Restore = graphql(`
  mutation TestRestoreRevision($contentType: ContentType!, $revisionId: ID!) {
    restoreContentRevision(contentType: $contentType, revisionId: $revisionId) {
      itemId
      notes
    }
  }
`);

const DeleteArticle = graphql(`
  mutation TestDeleteRevisedArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

/** Signed in, but the users table no longer has the row: the content row's user_id is refused. */
const VANISHED_AUTHOR = 'vanished-author';

describe.each(TEST_DATABASES)('revision history on %s', (kind) => {
  let app: TestApp;
  let categoryId: string;
  const services = () => app.runtime.services;
  const asAdmin = { user: ADMIN_USER };

  beforeAll(async () => {
    app = await createTestApp(kind);
    await services().db.insert(users).values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
    const [row] = await services().db.query.categories.findMany({ limit: 1 });
    categoryId = String(row?.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const article = (patch: Record<string, unknown> = {}) => ({
    title: 'Hola mundo querido',
    summary: 'Un resumen corto',
    content: '<p>Primer <strong>párrafo</strong> del texto.</p>',
    categoryId,
    categoryPosition: 'top-left' as const,
    ...patch,
  });
  const cover = async (name: string) => fileUpload(await pngBytes(), name, 'image/png').promise;
  const revisionsOf = (articleId: number) =>
    services()
      .db.select()
      .from(contentRevisions)
      .where(eq(contentRevisions.articleId, articleId))
      .orderBy(desc(contentRevisions.id));
  const fileExists = async (url: string | null) => (await services().storage.get(keyFromPublicUrl(url)!)) !== null;

  it('refuses anyone but an admin, reading and restoring nothing', async () => {
    const saved = await saveContent(articleKind, services(), ADMIN_USER.id, article());
    const [revision] = await revisionsOf(saved.id);
    const list = { contentType: 'ARTICLE' as const, id: String(saved.id) };
    const one = { contentType: 'ARTICLE' as const, revisionId: String(revision!.id) };
    expect(errorCode(await app.execute(Revisions, list))).toBe('UNAUTHENTICATED');
    expect(errorCode(await app.execute(Revisions, list, { user: EDITOR_USER }))).toBe('FORBIDDEN');
    expect(errorCode(await app.execute(Comparison, one, { user: EDITOR_USER }))).toBe('FORBIDDEN');
    expect(errorCode(await app.execute(Restore, one, { user: EDITOR_USER }))).toBe('FORBIDDEN');
    expect(await revisionsOf(saved.id)).toHaveLength(1);
  });

  it('keeps each save as a revision, newest first, paginated, with who saved it', async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, article());
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Segundo título', status: 'Borrador' }),
      String(created.id),
    );
    const first = await app.execute(Revisions, { contentType: 'ARTICLE', id: String(created.id) }, asAdmin);
    expect(first.errors).toBeUndefined();
    expect(first.data?.contentRevisions).toMatchObject({ totalCount: 2, pageCount: 1 });
    expect(first.data?.contentRevisions.items.map((item) => item.title)).toEqual([
      'Segundo título',
      'Hola mundo querido',
    ]);
    expect(first.data?.contentRevisions.items[0]).toMatchObject({ status: 'BORRADOR', authorEmail: ADMIN_USER.email });
    const second = await app.execute(
      Revisions,
      { contentType: 'ARTICLE', id: String(created.id), input: { page: 2, pageSize: 1 } },
      asAdmin,
    );
    expect(second.data?.contentRevisions).toMatchObject({ totalCount: 2, pageCount: 2, page: 2 });
    expect(second.data?.contentRevisions.items.map((item) => item.title)).toEqual(['Hola mundo querido']);
  });

  it('a save that changes nothing keeps no second copy of the version (it would push a real one out)', async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, article());
    await saveContent(articleKind, services(), ADMIN_USER.id, article(), String(created.id));
    await saveContent(articleKind, services(), ADMIN_USER.id, article(), String(created.id));
    expect(await revisionsOf(created.id)).toHaveLength(1);
    // Any change is a version, the featured flag and the status included.
    await saveContent(articleKind, services(), ADMIN_USER.id, article({ isFeatured: true }), String(created.id));
    await saveContent(articleKind, services(), ADMIN_USER.id, article({ status: 'Borrador' }), String(created.id));
    expect(await revisionsOf(created.id)).toHaveLength(3);
  });

  it('a refused save leaves no revision: the row and its revision are one transaction', async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, article());
    await expect(
      saveContent(articleKind, services(), VANISHED_AUTHOR, article({ title: 'Nunca guardado' }), String(created.id)),
    ).rejects.toThrow(/Failed query/);
    await expect(
      saveContent(articleKind, services(), ADMIN_USER.id, article({ title: ' ' }), String(created.id)),
    ).rejects.toThrow('El título es obligatorio.');
    expect((await revisionsOf(created.id)).map((revision) => revision.title)).toEqual(['Hola mundo querido']);
  });

  it('the first edit of an item saved before Historial keeps the version it replaces', async () => {
    const [seeded] = await services().db.select().from(articles).orderBy(articles.id).limit(1);
    expect(await revisionsOf(seeded!.id)).toHaveLength(0);
    await saveContent(articleKind, services(), ADMIN_USER.id, article({ title: 'Editado' }), String(seeded!.id));
    expect((await revisionsOf(seeded!.id)).map((revision) => revision.title)).toEqual(['Editado', seeded!.title]);
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions, and a picture only until no revision names it`, async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, article({ image: await cover('a.png') }));
    const replaced = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Con otra portada', image: await cover('b.png') }),
      String(created.id),
    );
    expect(replaced.imageUrl).not.toBe(created.imageUrl);
    // The first revision names the old cover: it stays, so restoring it shows it.
    expect(await fileExists(created.imageUrl)).toBe(true);
    for (let save = 3; save <= REVISIONS_KEPT + 2; save++) {
      await saveContent(
        articleKind,
        services(),
        ADMIN_USER.id,
        article({ title: `Versión ${save}` }),
        String(created.id),
      );
    }
    const kept = await revisionsOf(created.id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]?.title).toBe(`Versión ${REVISIONS_KEPT + 2}`);
    // The two oldest (the first cover's, then the second cover's first) were thinned.
    expect(kept.at(-1)?.title).toBe('Versión 3');
    expect(await fileExists(created.imageUrl)).toBe(false);
    expect(await fileExists(replaced.imageUrl)).toBe(true);
  });

  it('compares a revision with the current version word by word, on the visible text', async () => {
    const created = await saveContent(articleKind, services(), ADMIN_USER.id, article());
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({
        title: 'Hola mundo nuevo',
        content: '<p>Primer <em>párrafo</em> del texto cambiado.</p>',
        image: await cover('nueva.png'),
      }),
      String(created.id),
    );
    const [, oldest] = await revisionsOf(created.id);
    const result = await app.execute(Comparison, { contentType: 'ARTICLE', revisionId: String(oldest!.id) }, asAdmin);
    expect(result.errors).toBeUndefined();
    const comparison = result.data!.contentRevisionComparison;
    expect(comparison.revision).toMatchObject({ title: 'Hola mundo querido', authorEmail: ADMIN_USER.email });
    expect(comparison.imageChanged).toBe(true);
    const field = (label: string) => comparison.fields.find((f) => f.label === label)!;
    // No 'Estado': a restore keeps the status, so the comparison shows only what it brings back.
    expect(comparison.fields.map((f) => f.label)).toEqual(['Título', 'Resumen', 'Contenido', 'Categoría']);
    expect(field('Título').parts).toEqual([
      { value: 'Hola mundo ', added: false, removed: false },
      { value: 'querido', added: false, removed: true },
      { value: 'nuevo', added: true, removed: false },
    ]);
    // Markup changed (strong → em) but the words did not: only the new word counts.
    const content = field('Contenido');
    expect(content.parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['cambiado']);
    expect(content.parts.some((p) => p.removed)).toBe(false);
    expect(content.parts.map((p) => p.value).join('')).not.toMatch(/[<>]/);
    expect(field('Resumen').changed).toBe(false);
  });

  it('restores a revision as a new save: the content equals it and nothing is lost', async () => {
    const created = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ status: 'Publicado', image: await cover('primera.png') }),
    );
    const changed = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({
        title: 'Cambiado',
        summary: 'Otro resumen',
        content: '<p>Otro</p>',
        status: 'Publicado',
        image: await cover('segunda.png'),
      }),
      String(created.id),
    );
    const [, first] = await revisionsOf(created.id);
    const result = await app.execute(Restore, { contentType: 'ARTICLE', revisionId: String(first!.id) }, asAdmin);
    expect(result.errors).toBeUndefined();
    expect(result.data?.restoreContentRevision).toEqual({ itemId: String(created.id), notes: [] });
    const [row] = await services().db.select().from(articles).where(eq(articles.id, created.id));
    expect(row).toMatchObject({
      title: created.title,
      summary: created.summary,
      content: created.content,
      imageUrl: created.imageUrl,
      status: 'Publicado',
      categoryId: created.categoryId,
    });
    expect(await fileExists(created.imageUrl)).toBe(true);
    const history = await revisionsOf(created.id);
    expect(history.map((revision) => revision.title)).toEqual([created.title, 'Cambiado', created.title]);
    // The replaced version is still there to restore, with its picture.
    expect(history[1]?.imageUrl).toBe(changed.imageUrl);
    expect(await fileExists(changed.imageUrl)).toBe(true);
  });

  it('brings back words, not state: a draft version of a published, featured article leaves it public', async () => {
    const published = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ status: 'Publicado', isFeatured: true, image: await cover('publicada.png') }),
    );
    // Once saved as a draft, not featured and without a cover; then published again.
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Texto del borrador', status: 'Borrador', isFeatured: false, removeImage: true }),
      String(published.id),
    );
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Publicada otra vez', status: 'Publicado', isFeatured: true, image: await cover('otra.png') }),
      String(published.id),
    );
    const [current, draft] = await revisionsOf(published.id);
    expect(draft).toMatchObject({ title: 'Texto del borrador', status: 'Borrador', isFeatured: false, imageUrl: null });
    const result = await app.execute(Restore, { contentType: 'ARTICLE', revisionId: String(draft!.id) }, asAdmin);
    expect(result.errors).toBeUndefined();
    // The cover a published article needs stays, and she is told why.
    expect(result.data?.restoreContentRevision.notes).toEqual([IMAGE_NEEDED_NOTE]);
    const [row] = await services().db.select().from(articles).where(eq(articles.id, published.id));
    expect(row).toMatchObject({
      title: 'Texto del borrador',
      status: 'Publicado',
      scheduledAt: null,
      isFeatured: true,
      imageUrl: current!.imageUrl,
    });
  });

  it('keeps the schedule and the status whatever the restored version was saved as', async () => {
    const wallTime = (minutes: number) =>
      instantToWallTime(new Date(Date.now() + minutes * 60_000), app.config.siteTimeZone);
    const scheduled = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ status: 'Programado', scheduledFor: wallTime(30), image: await cover('programada.png') }),
    );
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Borrador después', status: 'Borrador' }),
      String(scheduled.id),
    );
    const rescheduled = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Programada otra vez', status: 'Programado', scheduledFor: wallTime(90) }),
      String(scheduled.id),
    );
    const [, draft, first] = await revisionsOf(scheduled.id);
    const current = async () => (await services().db.select().from(articles).where(eq(articles.id, scheduled.id)))[0];
    const restore = async (revisionId: number) =>
      (await app.execute(Restore, { contentType: 'ARTICLE', revisionId: String(revisionId) }, asAdmin)).errors;

    expect(await restore(first!.id)).toBeUndefined();
    expect(await current()).toMatchObject({
      title: scheduled.title,
      status: 'Programado',
      scheduledAt: rescheduled.scheduledAt,
    });
    // A version saved as a draft brings its words back; the article stays scheduled for the same minute.
    expect(await restore(draft!.id)).toBeUndefined();
    expect(await current()).toMatchObject({
      title: 'Borrador después',
      status: 'Programado',
      scheduledAt: rescheduled.scheduledAt,
    });
  });

  it('a published version restored on a draft leaves it a draft', async () => {
    const created = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ status: 'Publicado', isFeatured: true, image: await cover('antes.png') }),
    );
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Retirada', status: 'Borrador', isFeatured: false }),
      String(created.id),
    );
    const [, first] = await revisionsOf(created.id);
    const result = await app.execute(Restore, { contentType: 'ARTICLE', revisionId: String(first!.id) }, asAdmin);
    expect(result.errors).toBeUndefined();
    const [row] = await services().db.select().from(articles).where(eq(articles.id, created.id));
    expect(row).toMatchObject({ title: created.title, status: 'Borrador', isFeatured: false });
  });

  it('a revision whose picture is gone from storage restores with the current picture, and says so', async () => {
    const created = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ image: await cover('ida.png') }),
    );
    const current = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ title: 'Actual', image: await cover('actual.png') }),
      String(created.id),
    );
    await services().storage.delete(keyFromPublicUrl(created.imageUrl)!);
    const [, first] = await revisionsOf(created.id);
    const result = await app.execute(Restore, { contentType: 'ARTICLE', revisionId: String(first!.id) }, asAdmin);
    expect(result.data?.restoreContentRevision.notes).toEqual([IMAGE_GONE_NOTE]);
    const [row] = await services().db.select().from(articles).where(eq(articles.id, created.id));
    expect(row).toMatchObject({ title: created.title, imageUrl: current.imageUrl });
  });

  it('answers bad ids with typed errors in Spanish', async () => {
    const guide = await saveContent(guideKind, services(), ADMIN_USER.id, {
      title: 'Guía',
      description: 'Descripción',
      categoryId,
      categoryPosition: 'top-right',
      pdf: fileUpload(pdfBytes(), 'g.pdf', 'application/pdf').promise,
    });
    const [guideRevision] = await services()
      .db.select()
      .from(contentRevisions)
      .where(eq(contentRevisions.guideId, guide.id));
    const cases = [
      [Comparison, { contentType: 'ARTICLE', revisionId: 'abc' }, 'BAD_USER_INPUT', 'El identificador no es válido.'],
      [Restore, { contentType: 'ARTICLE', revisionId: '999999' }, 'NOT_FOUND', REVISION_NOT_FOUND],
      // A guide's revision is not an article's.
      [Restore, { contentType: 'ARTICLE', revisionId: String(guideRevision!.id) }, 'NOT_FOUND', REVISION_NOT_FOUND],
      [Revisions, { contentType: 'ARTICLE', id: '999999' }, 'NOT_FOUND', 'Artículo no encontrado.'],
      [Revisions, { contentType: 'GUIDE', id: '999999' }, 'NOT_FOUND', 'No se encontró la guía para editar.'],
    ] as const;
    for (const [document, variables, code, message] of cases) {
      const result = await app.execute(document as typeof Restore, variables as never, asAdmin);
      expect(errorCode(result), message).toBe(code);
      expect(result.errors?.[0]?.message).toBe(message);
    }
  });

  it('a guide keeps its description, price and link; restoring keeps its PDF', async () => {
    const guide = {
      title: 'Guía de sueño',
      description: 'Rutinas para dormir mejor',
      categoryId,
      categoryPosition: 'top-right' as const,
      price: '1500',
      paymentLink: 'https://mpago.la/abc',
      pdf: fileUpload(pdfBytes(), 'sueno.pdf', 'application/pdf').promise,
    };
    const created = await saveContent(guideKind, services(), ADMIN_USER.id, guide);
    const { pdf: _pdf, ...rest } = guide;
    await saveContent(
      guideKind,
      services(),
      ADMIN_USER.id,
      { ...rest, description: 'Rutinas para dormir toda la noche', price: '' },
      String(created.id),
    );
    const [, first] = await services()
      .db.select()
      .from(contentRevisions)
      .where(eq(contentRevisions.guideId, created.id))
      .orderBy(desc(contentRevisions.id));
    const compared = await app.execute(Comparison, { contentType: 'GUIDE', revisionId: String(first!.id) }, asAdmin);
    const fields = compared.data!.contentRevisionComparison.fields;
    expect(fields.map((f) => f.label)).toEqual(['Título', 'Descripción', 'Precio', 'Link de pago', 'Categoría']);
    expect(
      fields
        .find((f) => f.label === 'Descripción')
        ?.parts.filter((p) => p.removed)
        .map((p) => p.value),
    ).toEqual(['mejor']);
    const restored = await app.execute(Restore, { contentType: 'GUIDE', revisionId: String(first!.id) }, asAdmin);
    expect(restored.errors).toBeUndefined();
    const [row] = await services().db.select().from(guides).where(eq(guides.id, created.id));
    expect(row).toMatchObject({
      description: guide.description,
      price: 1500,
      paymentLink: guide.paymentLink,
      pdfUrl: created.pdfUrl,
    });
  });

  it('a published guide sold by its link keeps its price and link when the version restored was free', async () => {
    const draft = {
      title: 'Guía de límites',
      description: 'Primero gratis',
      categoryId,
      categoryPosition: 'top-right' as const,
      price: '',
      paymentLink: '',
      status: 'Borrador' as const,
    };
    const created = await saveContent(guideKind, services(), ADMIN_USER.id, draft);
    // Sold by its payment link, with no PDF on the site: free, it would have nothing to hand out.
    await saveContent(
      guideKind,
      services(),
      ADMIN_USER.id,
      {
        ...draft,
        description: 'Ahora de pago',
        price: '2500',
        paymentLink: 'https://mpago.la/limites',
        status: 'Publicado' as const,
        image: cover('limites.png'),
      },
      String(created.id),
    );
    const [, free] = await services()
      .db.select()
      .from(contentRevisions)
      .where(eq(contentRevisions.guideId, created.id))
      .orderBy(desc(contentRevisions.id));
    const restored = await app.execute(Restore, { contentType: 'GUIDE', revisionId: String(free!.id) }, asAdmin);
    expect(restored.errors).toBeUndefined();
    // The first version had no cover either: the one a published guide needs stays too.
    expect(restored.data?.restoreContentRevision.notes).toEqual([IMAGE_NEEDED_NOTE, PRICE_KEPT_NOTE]);
    const [row] = await services().db.select().from(guides).where(eq(guides.id, created.id));
    expect(row).toMatchObject({
      description: 'Primero gratis',
      status: 'Publicado',
      price: 2500,
      paymentLink: 'https://mpago.la/limites',
      pdfUrl: null,
    });
  });

  it("an item's revisions go with it, and so do the pictures only they named", async () => {
    const created = await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ image: await cover('vieja.png') }),
    );
    await saveContent(
      articleKind,
      services(),
      ADMIN_USER.id,
      article({ image: await cover('ultima.png') }),
      String(created.id),
    );
    expect(await fileExists(created.imageUrl)).toBe(true);
    const result = await app.execute(DeleteArticle, { id: String(created.id) }, asAdmin);
    expect(result.errors).toBeUndefined();
    const [left] = await services()
      .db.select({ n: count() })
      .from(contentRevisions)
      .where(eq(contentRevisions.articleId, created.id));
    expect(left?.n).toBe(0);
    expect(await fileExists(created.imageUrl)).toBe(false);
  });
});
