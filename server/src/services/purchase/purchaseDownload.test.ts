import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertGuide } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { guides } from '../../db/schema';
import { createHttpApp } from '../../http/app';
import { PURCHASE_MESSAGES } from './purchaseDownload';
import { SIGNED_DOWNLOAD_PREFIX, signDownloadToken } from './signedLinks';

const PurchaseQuery = graphql(`
  query TestPurchaseDownload($guideId: ID!) {
    purchaseDownload(guideId: $guideId) {
      guideId
      guideTitle
      fileName
      downloadUrl
    }
  }
`);

const PDF_BYTES = Buffer.from('%PDF-1.4\n% guía pagada de prueba\n%%EOF\n');

describe.each(TEST_DATABASES)('purchaseDownload on %s', (kind) => {
  let app: TestApp;
  let server: http.Server;
  let baseUrl: string;
  let pdfKey: string;
  const get = (path: string) => fetch(`${baseUrl}${path}`);
  const messageFor = async (guideId: string) => {
    const result = await app.execute(PurchaseQuery, { guideId });
    return { code: errorCode(result), message: result.errors?.[0]?.message };
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    pdfKey = `guidepdfs/test_${kind}_${Date.now()}.pdf`;
    await app.runtime.services.storage.put(pdfKey, PDF_BYTES, 'application/pdf');
    const listener = createHttpApp({
      runtime: app.runtime,
      apollo: app.apollo,
      isShuttingDown: () => false,
    });
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await app?.close();
  });

  it('runs the spec checks in order with its messages', async () => {
    const db = app.runtime.services.db;
    expect(await messageFor('')).toEqual({ code: 'BAD_USER_INPUT', message: PURCHASE_MESSAGES.missingId });
    expect(await messageFor('  ')).toEqual({ code: 'BAD_USER_INPUT', message: PURCHASE_MESSAGES.missingId });
    expect(await messageFor('999999')).toEqual({ code: 'NOT_FOUND', message: PURCHASE_MESSAGES.notFound });
    expect(await messageFor('abc')).toEqual({ code: 'NOT_FOUND', message: PURCHASE_MESSAGES.notFound });
    // A free draft without a PDF fails on status first; a free published one on price before the PDF.
    const freeDraft = await insertGuide(db, { status: 'Borrador', price: null });
    expect((await messageFor(String(freeDraft.id))).message).toBe(PURCHASE_MESSAGES.notPublished);
    const freeNoPdf = await insertGuide(db, { price: 0 });
    expect((await messageFor(String(freeNoPdf.id))).message).toBe(PURCHASE_MESSAGES.free);
    const freeNull = await insertGuide(db, { price: null, pdfUrl: pdfKey });
    expect((await messageFor(String(freeNull.id))).message).toBe(PURCHASE_MESSAGES.free);
    const paidNoPdf = await insertGuide(db, { price: 4500 });
    expect(await messageFor(String(paidNoPdf.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: PURCHASE_MESSAGES.noPdf,
    });
  });

  it('hands out a signed link that downloads the PDF over HTTP', async () => {
    const guide = await insertGuide(app.runtime.services.db, {
      title: 'Berrinches:  guía\tcompleta',
      price: 4500,
      pdfUrl: pdfKey,
    });
    const result = await app.execute(PurchaseQuery, { guideId: String(guide.id) });
    expect(result.errors).toBeUndefined();
    const purchase = result.data?.purchaseDownload;
    expect(purchase).toMatchObject({
      guideId: String(guide.id),
      guideTitle: 'Berrinches:  guía\tcompleta',
      fileName: 'Berrinches:_guía_completa.pdf',
    });
    expect(purchase?.downloadUrl).toMatch(/^\/download\/signed\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(purchase?.downloadUrl).not.toContain(pdfKey);

    const response = await get(purchase?.downloadUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Berrinches:_guía_completa.pdf')}`,
    );
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('answers 403 in Spanish to tampered, foreign and expired links', async () => {
    const db = app.runtime.services.db;
    const guide = await insertGuide(db, { price: 1000, pdfUrl: pdfKey });
    const other = await insertGuide(db, { price: 1000, pdfUrl: pdfKey });
    const secret = app.config.appSecret;
    const [, expires, sig = ''] = signDownloadToken(secret, guide.id).split('.');
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const expired = signDownloadToken(secret, guide.id, Date.now() - 16 * 60 * 1000);
    const forged = signDownloadToken('not-the-secret', guide.id);
    for (const token of [
      `${guide.id}.${expires}.${flipped}`,
      `${other.id}.${expires}.${sig}`,
      expired,
      forged,
      'nada',
    ]) {
      const response = await get(`${SIGNED_DOWNLOAD_PREFIX}${token}`);
      expect(response.status, token).toBe(403);
      expect(await response.text()).toMatch(/no es válido o ha caducado/);
    }
  });

  it('stops serving a valid link once the guide is unpublished', async () => {
    const db = app.runtime.services.db;
    const guide = await insertGuide(db, { price: 1000, pdfUrl: pdfKey });
    const url = `${SIGNED_DOWNLOAD_PREFIX}${signDownloadToken(app.config.appSecret, guide.id)}`;
    expect((await get(url)).status).toBe(200);
    await db.update(guides).set({ status: 'Borrador' }).where(eq(guides.id, guide.id));
    expect((await get(url)).status).toBe(404);
  });
});
