/**
 * An article's e-mail as a family on mobile data receives it: a big cover
 * uploaded through the real pipeline reaches the e-mail as a JPEG of e-mail
 * size (mail clients that show no WebP included), every link is absolute, and
 * the e-mail carries List-Id and a text part. A cover uploaded before the
 * e-mail copies existed gets one when first e-mailed; when that fails, the
 * e-mail still goes, with the WebP variant.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { recordingTransport } from '../../../test/recordingTransport';
import { captureLogs, LEVELS } from '../../../test/logCapture';
import { asUploadedBeforeJpegCopies, bigPhoto } from '../../../test/photos';
import { articles, categories, mediaAssets, newsletterSubscribers } from '../../db/schema';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { imageUrlForWidth, type ResponsiveImageValue } from '../media';

const PUBLIC_URL = 'https://crecer.example';
const KB = 1024;

describe('the cover an e-mail picks among the variants', () => {
  const image = (widths: number[]): ResponsiveImageValue => ({
    url: '/storage/articleimages/original.jpg',
    width: null,
    height: null,
    srcSet: null,
    variants: widths.map((width) => ({ url: `/w${width}`, width, height: 1 })),
    jpeg: null,
  });

  it('takes the smallest at least 600 px wide and at most 1200, else the largest narrower one', () => {
    expect(imageUrlForWidth(image([480, 960, 1600, 1920]), 600)).toBe('/w960');
    expect(imageUrlForWidth(image([1920, 600, 1200]), 600)).toBe('/w600');
    expect(imageUrlForWidth(image([480, 1600]), 600)).toBe('/w480');
    expect(imageUrlForWidth(image([300, 500]), 600)).toBe('/w500');
    expect(imageUrlForWidth(image([1600, 1920]), 600)).toBe('/w1600');
    expect(imageUrlForWidth(image([]), 600)).toBe('/storage/articleimages/original.jpg');
  });
});

describe("an article's e-mail with a big cover", () => {
  const logs = captureLogs('warn');
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let cookie = '';
  let categoryId = '';

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      seed: false,
      logger: logs.logger,
      config: { publicUrl: PUBLIC_URL, smtpUrl: 'smtp://127.0.0.1:9', contactTo: 'duena@example.com' },
    });
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

  /** Creates a published article through the admin's multipart upload, as the browser sends it. */
  async function publishWithCover(photo: Buffer, title = 'Dormir mejor'): Promise<string> {
    const query = `mutation Create($input: ArticleInput!) { createArticle(input: $input) { id imageUrl } }`;
    const input = {
      title,
      summary: 'Rutinas simples.',
      content: '<p>Texto</p>',
      status: 'PUBLICADO',
      categoryId,
      categoryPosition: 'TOP_RIGHT',
    };
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { input: { ...input, image: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.image'] }));
    form.append('0', new Blob([photo], { type: 'image/jpeg' }), 'portada.jpg');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { cookie, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const json = (await response.json()) as { data?: { createArticle: { id: string } }; errors?: unknown };
    expect(json.errors).toBeUndefined();
    return json.data!.createArticle.id;
  }

  /** Sends the article to the subscribers and returns the e-mail the family received. */
  async function familyMail(articleId: string) {
    const sent = await postGraphQL(
      server.url,
      { query: `mutation S($id: ID!) { sendNewsletter(articleId: $id) { total } }`, variables: { id: articleId } },
      cookie,
    );
    expect(sent.json.errors).toBeUndefined();
    const { transport, mails } = recordingTransport();
    await fastForwardJobs(app.runtime.services);
    await runJobs(app.runtime.services, transport);
    // The owner's sign-in notice goes through the same transport; the family's e-mail is the one to read.
    const toFamily = mails.filter((m) => m.to === 'familia@example.com');
    expect(toFamily).toHaveLength(1);
    return toFamily[0]!;
  }

  /** The cover's address in the family's e-mail about the article. */
  async function coverInFamilyMail(articleId: string): Promise<string> {
    const mail = await familyMail(articleId);
    return new URL(/<img[^>]+src="([^"]+)"/.exec(String(mail.html))?.[1] ?? '').pathname;
  }

  /** The article's cover as it was stored before JPEG copies existed (migration 0029). */
  async function asBeforeJpegCopies(articleId: string) {
    const [article] = await app.runtime.services.db
      .select()
      .from(articles)
      .where(eq(articles.id, Number(articleId)));
    return asUploadedBeforeJpegCopies(app.runtime.services, article!.imageUrl!);
  }

  const jpegCopies = async () =>
    (await app.runtime.services.storage.list('articleimages')).filter((key) => key.includes('.copy-'));

  it('sends a JPEG under 150 KB, absolute links, List-Id and a text part', async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(1024 * KB);
    const articleId = await publishWithCover(photo);
    await app.runtime.services.db
      .insert(newsletterSubscribers)
      .values({ email: 'familia@example.com', status: 'confirmado' });
    const mail = await familyMail(articleId);
    const html = String(mail.html);

    const links = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);

    const src = /<img[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/\.copy-[a-z0-9]{6}\.jpg$/);
    const image = await fetch(`${server.url}${new URL(src!).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeLessThan(150 * KB);
    const { width = 0, format } = await sharp(bytes).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBeGreaterThanOrEqual(600);
    expect(width).toBeLessThanOrEqual(1200);

    expect((mail.headers as Record<string, string>)['List-Id']).toBe('Crecer en Familia <newsletter.crecer.example>');
    expect(String(mail.text)).toContain(`${PUBLIC_URL}/articulos/${articleId}`);
    expect(String(mail.text)).toContain(`${PUBLIC_URL}/newsletter/baja#`);
  });

  it('makes the JPEG copy of a cover uploaded before the copies existed, once, when it is first e-mailed', async () => {
    const articleId = await publishWithCover(await bigPhoto(), 'Rabietas');
    const asset = await asBeforeJpegCopies(articleId);
    const copiesBefore = await jpegCopies();

    const preview = await postGraphQL(
      server.url,
      { query: 'query P($id: ID!) { newsletterPreview(articleId: $id) { html } }', variables: { id: articleId } },
      cookie,
    );
    expect(preview.json.errors).toBeUndefined();
    const [made] = await app.runtime.services.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    expect(made?.jpegCopy?.key).toMatch(/\.copy-[a-z0-9]{6}\.jpg$/);
    expect(JSON.stringify(preview.json.data)).toContain(made!.jpegCopy!.key);

    const src = await coverInFamilyMail(articleId);
    expect(src).toBe(`/storage/${made!.jpegCopy!.key}`);
    expect((await jpegCopies()).length).toBe(copiesBefore.length + 1);
    const { format, width } = await sharp(
      (await app.runtime.services.storage.get(made!.jpegCopy!.key))!.body,
    ).metadata();
    expect({ format, width }).toEqual({ format: 'jpeg', width: 960 });
  });

  it('still sends the e-mail, with the WebP variant, when the copy cannot be made', async () => {
    const articleId = await publishWithCover(await bigPhoto(), 'Celos entre hermanos');
    const asset = await asBeforeJpegCopies(articleId);
    await app.runtime.services.storage.delete(asset.key); // the original is gone: nothing to make it from
    const copiesBefore = await jpegCopies();

    expect(await coverInFamilyMail(articleId)).toMatch(/\.w960\.webp$/);
    expect(await jpegCopies()).toEqual(copiesBefore);
    const warning = logs.lines.find((line) => line.level === LEVELS.warn && line.file === asset.url);
    expect(warning?.msg).toBe('could not make the JPEG copy of an image');
  });
});
