/**
 * An article's e-mail as a family on mobile data receives it: a big cover
 * uploaded through the real pipeline reaches the e-mail as a variant of e-mail
 * size, every link is absolute, and the e-mail carries List-Id and a text part.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { cookieFrom, postGraphQL, startHttp } from '../../../test/http';
import { fastForwardJobs, runJobs } from '../../../test/jobs';
import { recordingTransport } from '../../../test/recordingTransport';
import { categories, newsletterSubscribers } from '../../db/schema';
import { upsertUser, SESSION_COOKIE } from '../auth';
import { imageUrlForWidth, type ResponsiveImageValue } from '../media';

const PUBLIC_URL = 'https://crecer.example';
const KB = 1024;

/** A 3000 × 2000 JPEG with grain, about 3 MB: a phone photo as she uploads it. */
async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = grain();
      pixels[i] = ((x * 255) / width + n) & 255;
      pixels[i + 1] = ((y * 255) / height + n) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + n) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('the cover an e-mail picks among the variants', () => {
  const image = (widths: number[]): ResponsiveImageValue => ({
    url: '/storage/articleimages/original.jpg',
    width: null,
    height: null,
    srcSet: null,
    variants: widths.map((width) => ({ url: `/w${width}`, width, height: 1 })),
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
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let cookie = '';
  let categoryId = '';

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      seed: false,
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
  async function publishWithCover(photo: Buffer): Promise<string> {
    const query = `mutation Create($input: ArticleInput!) { createArticle(input: $input) { id imageUrl } }`;
    const input = {
      title: 'Dormir mejor',
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

  it('sends a variant under 150 KB, absolute links, List-Id and a text part', async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(1024 * KB);
    const articleId = await publishWithCover(photo);
    await app.runtime.services.db
      .insert(newsletterSubscribers)
      .values({ email: 'familia@example.com', status: 'confirmado' });
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
    const mail = toFamily[0]!;
    const html = String(mail.html);

    const links = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);

    const src = /<img[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/\.w\d+\.webp$/);
    const image = await fetch(`${server.url}${new URL(src!).pathname}`);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeLessThan(150 * KB);
    const { width = 0 } = await sharp(bytes).metadata();
    expect(width).toBeGreaterThanOrEqual(600);
    expect(width).toBeLessThanOrEqual(1200);

    expect((mail.headers as Record<string, string>)['List-Id']).toBe('Crecer en Familia <newsletter.crecer.example>');
    expect(String(mail.text)).toContain(`${PUBLIC_URL}/articulos/${articleId}`);
    expect(String(mail.text)).toContain(`${PUBLIC_URL}/newsletter/baja#`);
  });
});
