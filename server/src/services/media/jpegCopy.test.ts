/** The JPEG copy of a picture for link previews and e-mails (upload to inbox: newsletter/emailCover.test.ts). */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startHttp } from '../../../test/http';
import { captureLogs, LEVELS } from '../../../test/logCapture';
import { asUploadedBeforeJpegCopies, bigPhoto } from '../../../test/photos';
import { insertArticle, insertGuide } from '../../../test/contentFactory';
import { articles, mediaAssets } from '../../db/schema';
import { deleteStoredFile, storeImage } from './images';
import {
  JPEG_COPY_RETRY_AFTER_MS,
  jpegCopyKey,
  jpegCopyWidth,
  makeMissingJpegCopies,
  renderJpegCopy,
} from './jpegCopy';
import { brokenCovers } from './jpegCopySummary';
import { JPEG_COPIES_QUEUE } from './mediaJobs';
import { toResponsiveImage } from './responsive';
import type { Bucket } from './storage';

describe('the JPEG copy of a picture', () => {
  it('is a JPEG at the width asked, on white where the picture was transparent', async () => {
    const transparent = await sharp({
      create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { data: copy } = await renderJpegCopy(transparent, 600);
    const { format, width, height } = await sharp(copy).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 600, height: 300 });
    const { data } = await sharp(copy).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(250);
  });
});

describe('the size and name of the copy', () => {
  const variants = (widths: number[]) => widths.map((width) => ({ width, height: 1, key: `k${width}` }));

  it("takes the width of the variant an e-mail picks, else the picture's own", () => {
    expect(jpegCopyWidth({ width: 3000, variants: variants([480, 960, 1600, 1920]) })).toBe(960);
    expect(jpegCopyWidth({ width: 500, variants: variants([500]) })).toBe(500);
    expect(jpegCopyWidth({ width: 700, variants: [] })).toBe(700);
    expect(jpegCopyWidth({ width: null, variants: [] })).toBeNull();
  });

  it('names a new file beside the original, never the same twice', () => {
    const key = jpegCopyKey('articleimages/article_1_ab12cd_portada.png');
    expect(key).toMatch(/^articleimages\/article_1_ab12cd_portada\.copy-[a-z0-9]{6}\.jpg$/);
    expect(new Set(Array.from({ length: 50 }, () => jpegCopyKey('articleimages/a.jpg'))).size).toBe(50);
  });
});

describe.each(TEST_DATABASES)('JPEG copies on %s', (kind) => {
  const logs = captureLogs('warn');
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  const services = () => app.runtime.services;
  const store = async (photo: Buffer, bucket: Bucket = 'articleimages') =>
    storeImage(services().db, services().storage, bucket, 'prueba_', {
      buffer: photo,
      type: 'image/jpeg',
      originalName: 'foto.jpg',
    });
  const assetOf = async (url: string) =>
    (await services().db.select().from(mediaAssets).where(eq(mediaAssets.url, url)))[0]!;
  const copiesIn = async (bucket: Bucket) =>
    (await services().storage.list(bucket)).filter((key) => key.includes('.copy-'));
  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false, logger: logs.logger });
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  it('gives a 3 MB phone photo a JPEG a link preview shows (under 300 KB), named by the API with its size', async () => {
    const photo = await bigPhoto();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const url = await store(photo, 'guideimages');
    const image = toResponsiveImage(url, await assetOf(url));
    expect(image.jpeg?.url).toMatch(/^\/storage\/guideimages\/prueba_.*\.copy-[a-z0-9]{6}\.jpg$/);

    const response = await fetch(`${server.url}${image.jpeg!.url}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: image.jpeg!.width, height: image.jpeg!.height });
    expect(image.jpeg).toMatchObject({ width: 960, height: 640 });
  });

  it('makes the missing copies of older images in the hourly job, one failure not stopping the others', async () => {
    const older = [await store(await bigPhoto()), await store(await bigPhoto())];
    const broken = await store(await bigPhoto());
    for (const url of [...older, broken]) await asUploadedBeforeJpegCopies(services(), url);
    await services().storage.delete((await assetOf(broken)).key); // its original is gone
    await insertArticle(services().db, { title: 'Rabietas en el súper', imageUrl: broken });
    const before = await copiesIn('articleimages');

    // The dashboard tells her what it made, and which cover to upload again.
    expect(await services().jobs.runScheduled(JPEG_COPIES_QUEUE)).toEqual({
      status: 'succeeded',
      summary:
        'Preparó 2 imágenes. No se pudo preparar la portada de «Rabietas en el súper». Vuelve a subir esa imagen desde su artículo o guía para que se vea al compartir el enlace y en los e-mails.',
    });
    for (const url of older) expect((await assetOf(url)).jpegCopy?.width).toBe(960);
    expect((await assetOf(broken)).jpegCopy).toBeNull();
    expect((await copiesIn('articleimages')).length).toBe(before.length + 2);
    const warning = logs.lines.find((line) => line.level === LEVELS.warn && line.file === broken);
    expect(warning?.msg).toBe('could not make the JPEG copy of an image');

    // Nothing left to make but the broken one, which waits a day: the next run makes and logs nothing.
    const warnings = logs.lines.length;
    expect(await makeMissingJpegCopies(services(), 10)).toEqual({ made: 0, failed: 0 });
    expect((await copiesIn('articleimages')).length).toBe(before.length + 2);
    expect(logs.lines.length).toBe(warnings);
    const dayLater = new Date(Date.now() + JPEG_COPY_RETRY_AFTER_MS + 60_000);
    expect(await makeMissingJpegCopies(services(), 10, dayLater)).toEqual({ made: 0, failed: 1 });
    expect((await assetOf(broken)).jpegCopyFailedAt).toEqual(dayLater);
  });

  it('never lets broken images crowd out the others, however many there are', async () => {
    const now = new Date();
    const good = await store(await bigPhoto());
    const broken = [await store(await bigPhoto()), await store(await bigPhoto()), await store(await bigPhoto())];
    for (const url of [good, ...broken]) await asUploadedBeforeJpegCopies(services(), url);
    for (const url of broken) await services().storage.delete((await assetOf(url)).key);

    // Two a run: the two newest broken ones fail first; the next run reaches the rest.
    expect(await makeMissingJpegCopies(services(), 2, now)).toEqual({ made: 0, failed: 2 });
    expect(await makeMissingJpegCopies(services(), 2, now)).toEqual({ made: 1, failed: 1 });
    expect((await assetOf(good)).jpegCopy?.width).toBe(960);
    expect((await assetOf(good)).jpegCopyFailedAt).toBeNull();
    for (const url of broken) expect((await assetOf(url)).jpegCopyFailedAt).toEqual(now);
  });

  it('names the broken covers of articles and guides, newest first, and counts the rest', async () => {
    await services().db.delete(mediaAssets);
    const urls: string[] = [];
    for (let i = 0; i < 6; i += 1) urls.push(await store(await bigPhoto()));
    for (const url of urls) await asUploadedBeforeJpegCopies(services(), url);
    for (const url of urls.slice(0, 5)) await services().storage.delete((await assetOf(url)).key);
    await insertArticle(services().db, { title: 'Portada 1', imageUrl: urls[0] });
    await insertGuide(services().db, { title: 'Portada 2', imageUrl: urls[1] });
    await insertArticle(services().db, { title: 'Portada 3', imageUrl: urls[2] });
    await insertGuide(services().db, { title: 'Portada 4', imageUrl: urls[3] });
    // urls[4] is broken but no cover (a picture inside an article's text); urls[5] is a healthy cover.
    await insertArticle(services().db, { title: 'Portada sana', imageUrl: urls[5] });
    expect(await brokenCovers(services().db)).toEqual({ titles: [], total: 0 }); // none tried yet

    const outcome = await services().jobs.runScheduled(JPEG_COPIES_QUEUE);
    expect(await brokenCovers(services().db)).toEqual({ titles: ['Portada 4', 'Portada 3', 'Portada 2'], total: 4 });
    expect(outcome).toEqual({
      status: 'succeeded',
      summary:
        'Preparó 1 imagen. No se pudieron preparar las portadas de «Portada 4», «Portada 3», «Portada 2» y 1 más. Vuelve a subir esas imágenes desde su artículo o guía para que se vean al compartir el enlace y en los e-mails.',
    });

    // Uploaded again, a cover has its copy at once and leaves the list.
    const replacement = await store(await bigPhoto());
    await services().db.update(articles).set({ imageUrl: replacement }).where(eq(articles.imageUrl, urls[2]!));
    expect(await brokenCovers(services().db)).toEqual({ titles: ['Portada 4', 'Portada 2', 'Portada 1'], total: 3 });
  });

  it('deletes the copy with its image', async () => {
    const url = await store(await bigPhoto());
    const { jpegCopy } = await assetOf(url);
    expect(await services().storage.get(jpegCopy!.key)).not.toBeNull();
    await deleteStoredFile(services().db, services().storage, services().logger, url);
    expect(await services().storage.get(jpegCopy!.key)).toBeNull();
  });
});
