/** Articles and guides through the admin API: the spec's rules, one test per message, nothing written on failure. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { fileUpload, pdfBytes, pngBytes } from '../../../test/factories';
import { ADMIN_USER, createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { articles, guides, users } from '../../db/schema';

const CreateArticle = graphql(`
  mutation TestCreateArticle($input: ArticleInput!) {
    createArticle(input: $input) {
      id
      title
      content
      status
      imageUrl
      categoryPosition
      category {
        name
      }
    }
  }
`);

const UpdateArticle = graphql(`
  mutation TestUpdateArticle($id: ID!, $input: ArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      imageUrl
      updatedAt
    }
  }
`);

const DeleteArticle = graphql(`
  mutation TestDeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

const AdminArticles = graphql(`
  query TestAdminArticles($input: AdminListInput) {
    adminArticles(input: $input) {
      items {
        id
        title
        status
        category {
          name
        }
      }
      totalCount
      pageCount
    }
  }
`);

const CreateGuide = graphql(`
  mutation TestCreateGuide($input: GuideInput!) {
    createGuide(input: $input) {
      id
      price
      isFree
      paymentLink
      hasPdf
      status
    }
  }
`);

const UpdateGuide = graphql(`
  mutation TestUpdateGuide($id: ID!, $input: GuideInput!) {
    updateGuide(id: $id, input: $input) {
      id
      price
      isFree
      paymentLink
    }
  }
`);

const AdminGuide = graphql(`
  query TestAdminGuide($id: ID!) {
    adminGuide(id: $id) {
      id
      title
      pdfUrl
      hasPdf
    }
  }
`);

type FieldErrorList = { field: string; message: string }[];
const fieldErrors = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  (result.errors?.[0]?.extensions?.fieldErrors ?? []) as FieldErrorList;

describe.each(TEST_DATABASES)('admin articles and guides on %s', (kind) => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.runtime.services.db
      .insert(users)
      .values({ id: ADMIN_USER.id, email: ADMIN_USER.email, passwordHash: 'x' });
    const [row] = await app.runtime.services.db.query.categories.findMany({ limit: 1 });
    categoryId = String(row?.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  const asAdmin = { user: ADMIN_USER };
  const articleCount = async () => (await app.runtime.services.db.select({ n: count() }).from(articles))[0]?.n;
  const guideCount = async () => (await app.runtime.services.db.select({ n: count() }).from(guides))[0]?.n;
  const validArticle = () => ({
    title: 'Nuevo artículo',
    summary: 'Resumen breve',
    content: '<p>Contenido <strong>real</strong></p>',
    categoryId,
    categoryPosition: 'TOP_LEFT' as const,
  });

  it.each([
    ['title', { title: '  ' }, 'El título es obligatorio.'],
    ['summary', { summary: '' }, 'El resumen es obligatorio.'],
    ['content', { content: '<p> </p>' }, 'El contenido es obligatorio.'],
    ['categoryId', { categoryId: null }, 'Debes seleccionar una categoría.'],
    ['categoryPosition', { categoryPosition: null }, 'Debes seleccionar una posición para la categoría.'],
    ['image', { status: 'PUBLICADO' as const }, 'Para artículos publicados, se requiere una imagen de portada.'],
  ])('rejects an article without %s, writing nothing', async (field, patch, message) => {
    const before = await articleCount();
    const result = await app.execute(CreateArticle, { input: { ...validArticle(), ...patch } }, asAdmin);
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(result)).toContainEqual({ field, message });
    expect(await articleCount()).toBe(before);
  });

  it('creates a published article with a cover, sanitizing its HTML and storing the author', async () => {
    const input = {
      ...validArticle(),
      content: '<p onclick="x()">Hola<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      status: 'PUBLICADO' as const,
      image: fileUpload(await pngBytes(), 'portada linda.png', 'image/png'),
    };
    const result = await app.execute(CreateArticle, { input }, asAdmin);
    expect(result.errors).toBeUndefined();
    const created = result.data?.createArticle;
    expect(created).toMatchObject({ status: 'PUBLICADO', categoryPosition: 'TOP_LEFT' });
    expect(created?.content).not.toMatch(/script|onclick|javascript:/);
    expect(created?.imageUrl).toMatch(/^\/storage\/articleimages\/article_\d+_.*portada_linda\.png$/);
    const [row] = await app.runtime.services.db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(created?.id)));
    expect(row?.userId).toBe(ADMIN_USER.id);
  });

  it('updates an article, maintaining updated_at, and deletes it', async () => {
    const created = await app.execute(CreateArticle, { input: validArticle() }, asAdmin);
    const id = created.data?.createArticle.id ?? '';
    const updated = await app.execute(UpdateArticle, { id, input: { ...validArticle(), title: 'Editado' } }, asAdmin);
    expect(updated.data?.updateArticle.title).toBe('Editado');
    const list = await app.execute(AdminArticles, { input: { search: 'editado' } }, asAdmin);
    expect(list.data?.adminArticles.items.map((a) => a.title)).toContain('Editado');
    expect((await app.execute(DeleteArticle, { id }, asAdmin)).data?.deleteArticle).toBe(id);
    const again = await app.execute(DeleteArticle, { id }, asAdmin);
    expect(errorCode(again)).toBe('NOT_FOUND');
    const missing = await app.execute(UpdateArticle, { id, input: validArticle() }, asAdmin);
    expect(missing.errors?.[0]?.message).toBe('Artículo no encontrado.');
  });

  const validGuide = () => ({
    title: 'Guía nueva',
    description: 'Descripción',
    categoryId,
    categoryPosition: 'TOP_RIGHT' as const,
  });

  it.each([
    ['title', { title: '' }, 'El título es obligatorio.'],
    ['description', { description: ' ' }, 'La descripción es obligatoria.'],
    ['categoryId', { categoryId: '999999' }, 'Debes seleccionar una categoría.'],
    ['categoryPosition', { categoryPosition: null }, 'Debes seleccionar una posición para el cartel de categoría.'],
    ['price', { price: '-5' }, 'El precio debe ser un número positivo o cero.'],
    ['price', { price: '12,50' }, 'El precio debe ser un número positivo o cero.'],
    [
      'pdf',
      { status: 'PUBLICADO' as const, price: '0' },
      'Para guías gratuitas publicadas, se requiere un archivo PDF.',
    ],
    [
      'paymentLink',
      { status: 'PUBLICADO' as const, price: '4500' },
      'Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.',
    ],
  ])('rejects a guide (%s), writing nothing', async (field, patch, message) => {
    const before = await guideCount();
    const result = await app.execute(CreateGuide, { input: { ...validGuide(), ...patch } }, asAdmin);
    expect(fieldErrors(result)).toContainEqual({ field, message });
    expect(await guideCount()).toBe(before);
  });

  it('treats empty or 0 as free and clears the payment link', async () => {
    const paid = await app.execute(
      CreateGuide,
      { input: { ...validGuide(), price: '7990.5', paymentLink: 'https://mpago.la/x', status: 'PUBLICADO' } },
      asAdmin,
    );
    expect(paid.data?.createGuide).toMatchObject({ price: 7990.5, isFree: false, paymentLink: 'https://mpago.la/x' });
    const id = paid.data?.createGuide.id ?? '';
    const free = await app.execute(
      UpdateGuide,
      { id, input: { ...validGuide(), price: '0', paymentLink: 'https://mpago.la/x' } },
      asAdmin,
    );
    expect(free.data?.updateGuide).toMatchObject({ price: 0, isFree: true, paymentLink: null });
    const empty = await app.execute(UpdateGuide, { id, input: { ...validGuide(), price: '' } }, asAdmin);
    expect(empty.data?.updateGuide).toMatchObject({ price: null, isFree: true });
  });

  it('publishes a free guide with a PDF and shows the owner where it is', async () => {
    const result = await app.execute(
      CreateGuide,
      { input: { ...validGuide(), status: 'PUBLICADO', pdf: fileUpload(pdfBytes(), 'guia.pdf', 'application/pdf') } },
      asAdmin,
    );
    expect(result.data?.createGuide).toMatchObject({ isFree: true, hasPdf: true, status: 'PUBLICADO' });
    const guide = await app.execute(AdminGuide, { id: result.data?.createGuide.id ?? '' }, asAdmin);
    expect(guide.data?.adminGuide?.pdfUrl).toBe(`/download/admin/guides/${result.data?.createGuide.id}`);
  });

  it('reports a missing guide with the spec message', async () => {
    const result = await app.execute(UpdateGuide, { id: '999999', input: validGuide() }, asAdmin);
    expect(result.errors?.[0]?.message).toBe('No se encontró la guía para editar.');
    expect((await app.execute(AdminGuide, { id: '999999' }, asAdmin)).data?.adminGuide).toBeNull();
  });
});
