/**
 * Uploads through real multipart HTTP requests (graphql-upload-minimal):
 * limits, byte-sniffed types, CSRF preflight, and no orphaned files.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MB, pdfBytes, pngBytes, SVG_BYTES } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { categories } from '../../db/schema';
import { upsertUser, SESSION_COOKIE } from '../auth';
import type { Bucket } from './storage';

const CREATE_ARTICLE = `mutation Create($input: ArticleInput!) { createArticle(input: $input) { id imageUrl image { srcSet variants { width } } } }`;
const UPDATE_ARTICLE = `mutation Update($id: ID!, $input: ArticleInput!) { updateArticle(id: $id, input: $input) { id imageUrl } }`;
const DELETE_ARTICLE = `mutation Delete($id: ID!) { deleteArticle(id: $id) }`;
const CREATE_GUIDE = `mutation CreateGuide($input: GuideInput!) { createGuide(input: $input) { id hasPdf } }`;

/** A PNG that declares a size in its header and holds one byte of pixels: what a decoder reads first. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface FilePart {
  path: string;
  bytes: Buffer;
  name: string;
  type: string;
}

describe('uploads over multipart HTTP', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let cookie = '';
  let categoryId = '';

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
    await upsertUser(app.runtime.services.db, 'duena@example.com', 'clave-larga-123');
    const [category] = await app.runtime.services.db.insert(categories).values({ name: 'Crianza' }).returning();
    categoryId = String(category?.id);
    server = await startHttp(app);
    const login = await postGraphQL(server.url, {
      query: 'mutation L { login(email: "duena@example.com", password: "clave-larga-123") { id } }',
    });
    cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const article = (extra: Record<string, unknown> = {}) => ({
    title: 'Con imagen',
    summary: 'Resumen',
    content: '<p>Texto</p>',
    categoryId,
    categoryPosition: 'TOP_RIGHT',
    ...extra,
  });

  async function multipart(
    query: string,
    variables: Record<string, unknown>,
    files: FilePart[],
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables }));
    form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
    files.forEach((f, i) => form.append(String(i), new Blob([f.bytes], { type: f.type }), f.name));
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { cookie, 'apollo-require-preflight': 'true', ...headers },
      body: form,
    });
    const text = await response.text();
    let json: {
      data?: Record<
        string,
        { id: string; imageUrl?: string; image?: { srcSet: string; variants: { width: number }[] } }
      >;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // non-JSON error bodies are asserted through the status code
    }
    return { status: response.status, json };
  }

  const listAll = async () =>
    (
      await Promise.all(
        (['articleimages', 'guideimages', 'guidepdfs', 'siteassets'] as Bucket[]).map((b) =>
          app.runtime.services.storage.list(b),
        ),
      )
    ).flat();

  const imagePart = (bytes: Buffer, name = 'foto.png', type = 'image/png'): FilePart => ({
    path: 'variables.input.image',
    bytes,
    name,
    type,
  });

  it.each([
    [
      'a 5 MB + 1 byte image',
      () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * MB + 1 - 8)]),
      'foto.png',
      'La imagen no debe exceder los 5MB.',
    ],
    ['an SVG renamed .png', () => SVG_BYTES, 'foto.png', 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.'],
    [
      'an HTML page renamed .jpg',
      () => Buffer.from('<!doctype html><script>alert(1)</script>'),
      'foto.jpg',
      'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
    ],
    ['a PDF named .jpg', () => pdfBytes(), 'portada.jpg', 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.'],
    ['a 16000 × 16000 PNG', () => pngHeader(16_000, 16_000), 'grande.png', 'La imagen no debe exceder los 5MB.'],
    ['a 30000 × 30000 PNG', () => pngHeader(30_000, 30_000), 'enorme.png', 'La imagen no debe exceder los 5MB.'],
  ])('refuses %s and stores nothing', async (_label, bytes, name, message) => {
    const result = await multipart(CREATE_ARTICLE, { input: article({ image: null }) }, [
      imagePart(bytes(), name, 'image/png'),
    ]);
    expect(result.json.errors?.[0]?.message).toBe(message);
    expect(result.json.errors?.[0]?.extensions?.field).toBe('image');
    expect(await listAll()).toEqual([]);
  });

  it('refuses a 10 MB + 1 byte PDF and an image sent as the PDF', async () => {
    const guide = { title: 'G', description: 'D', categoryId, categoryPosition: 'TOP_RIGHT', pdf: null };
    const big = await multipart(CREATE_GUIDE, { input: guide }, [
      {
        path: 'variables.input.pdf',
        bytes: pdfBytes(10 * MB + 1 - pdfBytes().length),
        name: 'guia.pdf',
        type: 'application/pdf',
      },
    ]);
    expect(big.json.errors?.[0]?.message).toBe('El archivo no debe exceder los 10MB.');
    const notPdf = await multipart(CREATE_GUIDE, { input: guide }, [
      { path: 'variables.input.pdf', bytes: await pngBytes(20, 20), name: 'guia.pdf', type: 'application/pdf' },
    ]);
    expect(notPdf.json.errors?.[0]?.message).toBe('Por favor, selecciona un archivo PDF.');
    expect(await listAll()).toEqual([]);
  });

  it('takes a guide whose PDF comes before its cover in the form (files stream in the order sent)', async () => {
    const guide = { title: 'PDF primero', description: 'D', categoryId, categoryPosition: 'TOP_RIGHT' };
    const created = await multipart(CREATE_GUIDE, { input: { ...guide, image: null, pdf: null } }, [
      // Larger than any stream buffer: unread while the cover was awaited, it held up the form.
      { path: 'variables.input.pdf', bytes: pdfBytes(1 * MB), name: 'guia.pdf', type: 'application/pdf' },
      imagePart(await pngBytes(40, 40)),
    ]);
    expect(created.json.errors).toBeUndefined();
    expect(created.json.data?.createGuide).toMatchObject({ hasPdf: true });
    await postGraphQL(
      server.url,
      { query: 'mutation D($id: ID!) { deleteGuide(id: $id) }', variables: { id: created.json.data?.createGuide?.id } },
      cookie,
    );
  });

  it("serves a guide's PDF to the signed-in owner only", async () => {
    const guide = {
      title: 'Guía Privada',
      description: 'D',
      categoryId,
      categoryPosition: 'TOP_RIGHT',
      price: '500',
      pdf: null,
    };
    const created = await multipart(CREATE_GUIDE, { input: guide }, [
      { path: 'variables.input.pdf', bytes: pdfBytes(), name: 'privada.pdf', type: 'application/pdf' },
    ]);
    const id = created.json.data?.createGuide?.id;
    expect(created.json.data?.createGuide).toMatchObject({ hasPdf: true });
    expect((await fetch(`${server.url}/download/admin/guides/${id}`)).status).toBe(401);
    const owner = await fetch(`${server.url}/download/admin/guides/${id}`, { headers: { cookie } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('content-disposition')).toContain(
      'guía_privada.pdf'.normalize('NFD').replace(/[^\x20-\x7e]/g, ''),
    );
    expect((await owner.arrayBuffer()).byteLength).toBe(pdfBytes().length);
    // A paid guide's PDF is never on the public free-download route.
    expect((await fetch(`${server.url}/download/guides/${id}`)).status).toBe(404);
    await postGraphQL(
      server.url,
      { query: 'mutation D($id: ID!) { deleteGuide(id: $id) }', variables: { id } },
      cookie,
    );
    expect(await listAll()).toEqual([]);
  });

  it('refuses too many files in one request', async () => {
    const png = await pngBytes(10, 10);
    const files = Array.from({ length: 7 }, (_, i) => ({ ...imagePart(png), path: `variables.changes.${i}.image` }));
    const changes = files.map(() => ({ key: 'home_hero_main_image_url', image: null }));
    const result = await multipart(
      'mutation S($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }',
      { changes },
      files,
    );
    expect(result.status).toBe(413);
    expect(result.json.errors?.[0]?.message).toBe('La solicitud es demasiado grande o tiene demasiados archivos.');
    expect(await listAll()).toEqual([]);
  });

  it('refuses a multipart request without the preflight header (cross-site forgery)', async () => {
    const result = await multipart(
      CREATE_ARTICLE,
      { input: article({ image: null }) },
      [imagePart(await pngBytes(10, 10))],
      {
        'apollo-require-preflight': '',
      },
    );
    expect(result.status).toBe(400);
    expect(await listAll()).toEqual([]);
  });

  it('stores WebP variants, replaces and removes covers, and leaves no orphaned file', async () => {
    const created = await multipart(CREATE_ARTICLE, { input: article({ image: null, status: 'PUBLICADO' }) }, [
      imagePart(await pngBytes(1800, 1200)),
    ]);
    const first = created.json.data?.createArticle;
    // Every standard width below the original, plus the original width itself (capped at 1920).
    expect(first?.image?.variants.map((v) => v.width)).toEqual([480, 960, 1600, 1800]);
    expect(first?.image?.srcSet).toMatch(
      /\.w480\.webp 480w, .*\.w960\.webp 960w, .*\.w1600\.webp 1600w, .*\.w1800\.webp 1800w$/,
    );
    const stored = await listAll();
    expect(stored).toHaveLength(6); // original + 4 variants + the JPEG copy for previews and e-mails
    expect(stored.filter((key) => /\.copy-[a-z0-9]{6}\.jpg$/.test(key))).toHaveLength(1);
    const variantResponse = await fetch(`${server.url}${first?.image?.srcSet?.split(' ')[0]}`);
    expect(variantResponse.headers.get('content-type')).toBe('image/webp');
    expect(variantResponse.headers.get('x-content-type-options')).toBe('nosniff');

    const replaced = await multipart(UPDATE_ARTICLE, { id: first?.id, input: article({ image: null }) }, [
      imagePart(await pngBytes(600, 400), 'otra.png'),
    ]);
    const second = replaced.json.data?.updateArticle;
    expect(second?.imageUrl).not.toBe(first?.imageUrl);
    const afterReplace = await listAll();
    // The new original with its 480 and 600 px variants, and the first cover with its four, each with
    // its JPEG copy: the first save's revision (Historial) still names it, so restoring that version can show it.
    expect(afterReplace).toHaveLength(10);
    expect(afterReplace.some((key) => first?.imageUrl?.includes(key))).toBe(true);

    const removed = await postGraphQL(
      server.url,
      { query: UPDATE_ARTICLE, variables: { id: first?.id, input: article({ removeImage: true }) } },
      cookie,
    );
    expect((removed.json.data?.updateArticle as { imageUrl: string | null }).imageUrl).toBeNull();
    expect((await listAll()).sort()).toEqual(afterReplace.sort());

    const again = await multipart(UPDATE_ARTICLE, { id: first?.id, input: article({ image: null }) }, [
      imagePart(await pngBytes(300, 200)),
    ]);
    expect(again.json.errors).toBeUndefined();
    // Deleting the article takes its revisions and every picture only they named: nothing is orphaned.
    await postGraphQL(server.url, { query: DELETE_ARTICLE, variables: { id: first?.id } }, cookie);
    expect(await listAll()).toEqual([]);
  });

  it("keeps an article's cover when a setting that pointed at it is cleared", async () => {
    const created = await multipart(CREATE_ARTICLE, { input: article({ image: null, status: 'PUBLICADO' }) }, [
      imagePart(await pngBytes(600, 400)),
    ]);
    const cover = created.json.data?.createArticle;
    const stored = await listAll();
    expect(stored).toHaveLength(4); // the original, its 480 and 600 px variants and its JPEG copy
    const saveShareImage = (value: string | null) =>
      postGraphQL(
        server.url,
        {
          query: 'mutation S($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }',
          variables: { changes: [{ key: 'site_og_image_url', value }] },
        },
        cookie,
      );
    expect((await saveShareImage(cover?.imageUrl ?? null)).json.errors).toBeUndefined();
    expect((await saveShareImage(null)).json.errors).toBeUndefined();
    // The setting let go of the picture; the article still shows it.
    expect((await listAll()).sort()).toEqual(stored.sort());
    await postGraphQL(server.url, { query: DELETE_ARTICLE, variables: { id: cover?.id } }, cookie);
    expect(await listAll()).toEqual([]);
  });
});
