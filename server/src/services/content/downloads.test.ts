/**
 * Which guide PDFs each download route may hand out: the public route only a
 * free, published guide's file (and the Guide type's downloadUrl agrees), the
 * owner's route any guide's file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { TEST_DATABASES } from '../../../test/databases';
import { insertGuide } from '../../../test/contentFactory';
import type { DbExecutor } from '../../db/client';
import { findFreeGuidePdf, findGuidePdfForAdmin, hasPublicDownload } from './downloads';

describe.each(TEST_DATABASES)('guide PDF downloads on %s', (kind) => {
  let app: TestApp;
  let db: DbExecutor;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
    db = app.runtime.services.db;
  });
  afterAll(() => app.close());

  it('offers the public route only for a free, published guide with a file', async () => {
    const free = await insertGuide(db, { title: 'Guía Libre', price: null, pdfUrl: 'pdfs/libre.pdf' });
    const zero = await insertGuide(db, { price: 0, pdfUrl: 'pdfs/cero.pdf' });
    const paid = await insertGuide(db, { price: 500, pdfUrl: 'pdfs/paga.pdf' });
    const draft = await insertGuide(db, { price: null, pdfUrl: 'pdfs/borrador.pdf', status: 'Borrador' });
    const noFile = await insertGuide(db, { price: null, pdfUrl: null });

    expect(await findFreeGuidePdf(db, free.id)).toEqual({ key: 'pdfs/libre.pdf', fileName: 'guía_libre.pdf' });
    expect(await findFreeGuidePdf(db, zero.id)).toMatchObject({ key: 'pdfs/cero.pdf' });
    for (const guide of [paid, draft, noFile]) expect(await findFreeGuidePdf(db, guide.id), guide.title).toBeNull();
    expect(await findFreeGuidePdf(db, 2_000_000_000)).toBeNull();

    expect([free, zero, paid, draft, noFile].map(hasPublicDownload)).toEqual([true, true, false, false, false]);
  });

  it("hands the owner any guide's file, whatever its status and price", async () => {
    const draftPaid = await insertGuide(db, {
      title: 'Guía Privada',
      price: 900,
      pdfUrl: 'pdfs/privada.pdf',
      status: 'Borrador',
    });
    const noFile = await insertGuide(db, { pdfUrl: null });

    expect(await findGuidePdfForAdmin(db, draftPaid.id)).toEqual({
      key: 'pdfs/privada.pdf',
      fileName: 'guía_privada.pdf',
    });
    expect(await findGuidePdfForAdmin(db, noFile.id)).toBeNull();
    expect(await findGuidePdfForAdmin(db, 2_000_000_000)).toBeNull();
  });
});
