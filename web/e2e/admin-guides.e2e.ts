import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage } from './browser';
import {
  closeMenu,
  goToSection,
  openAdminSession,
  pathIs,
  pdfFile,
  pickFile,
  pngFile,
  rowAction,
  shows,
  toast,
  uniqueSuffix,
  type AdminSession,
} from './admin-helpers';
import { expectBuyAction, serverPaymentsEnabled } from './paymentsHelpers';
import { currentLane } from './lane';

/** Guides: free/paid rules, price and payment link, PDF checks, the purchase URL and the public list. */
describe('admin guides', () => {
  const browser = useBrowser();
  let admin: AdminSession;
  const baseUrl = currentLane().baseUrl;
  const title = `Rutinas de sueño ${uniqueSuffix()}`;
  const paymentLink = 'https://mpago.la/e2e-rutinas';
  let guideId = '';

  beforeAll(async () => {
    admin = await openAdminSession(browser(), baseUrl);
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });
  afterAll(async () => {
    expect(admin.errors).toEqual([]);
  });

  it('applies the guide rules: required fields, price format, PDF for free guides, link for paid ones', async () => {
    const { page } = admin;
    await goToSection(page, 'Guías');
    await page.getByRole('link', { name: 'Nueva Guía' }).click();
    await pathIs(page, '/admin/guides/new');
    await shows(page.getByText('Es obligatorio subir un PDF si la guía es gratuita.'));
    await expect.poll(() => page.getByLabel('Enlace de pago').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Posición del cartel de categoría' }).click();
    await page.getByRole('option', { name: 'Arriba a la Derecha' }).click();
    const price = page.getByRole('textbox', { name: 'Precio (ARS)' });
    await price.fill('.');
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Crear Guía' }).click();
    await shows(toast(page, 'Errores de Validación'));
    for (const message of [
      'El título es obligatorio.',
      'La descripción es obligatoria.',
      'Debes seleccionar una categoría.',
      'Debes seleccionar una posición para el cartel de categoría.',
      'El precio debe ser un número positivo o cero.',
    ]) {
      await shows(page.getByText(message));
    }

    // Only digits and one decimal point get in; a comma is the decimal point (a phone's
    // decimal keypad types one) and points before it group thousands. The field reads back
    // the price families will see.
    await price.fill('');
    await price.pressSequentially('2a.500,5x0');
    await expect.poll(() => price.inputValue()).toBe('2500.50');
    await shows(page.getByText('Las familias verán: ARS $2500.50.'));
    await price.fill('');
    await page.getByRole('button', { name: 'Crear Guía' }).click();
    await shows(page.getByText('Para guías gratuitas publicadas, se requiere un archivo PDF.'));

    await price.fill('2500.5');
    const link = page.getByRole('textbox', { name: 'Enlace de pago' });
    await shows(link);
    await page.getByRole('button', { name: 'Crear Guía' }).click();
    await shows(page.getByText('Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.'));

    // Becoming free hides and clears the link.
    await link.fill(paymentLink);
    await price.fill('0');
    await expect.poll(() => link.count()).toBe(0);
    await price.fill('2500.5');
    await expect.poll(() => link.inputValue()).toBe('');

    await pickFile(page, 'Seleccionar PDF', pngFile('no-es-pdf.png'));
    await shows(toast(page, 'Por favor, selecciona un archivo PDF.'));
    await pickFile(page, 'Seleccionar PDF', {
      name: 'enorme.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await shows(toast(page, 'El archivo no debe exceder los 10MB.'));
    await shows(page.getByText('Sin PDF adjunto.'));

    // A valid PDF is accepted; removing it again brings back the free-guide reminder.
    await price.fill('');
    await pickFile(page, 'Seleccionar PDF', pdfFile('guia.pdf'));
    await shows(page.getByText('Nuevo archivo: guia.pdf'));
    await expect.poll(() => page.getByText('Es obligatorio subir un PDF si la guía es gratuita.').count()).toBe(0);
    await page.getByRole('button', { name: 'Quitar PDF' }).click();
    await shows(page.getByText('Es obligatorio subir un PDF si la guía es gratuita.'));
    await price.fill('2500.5');
  });

  it('creates a paid guide with a payment link and a cover; the list shows its price and actions', async () => {
    const { page } = admin;
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    await page.getByRole('textbox', { name: 'Descripción' }).fill('Una guía práctica para acompañar el descanso.');
    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option', { name: 'Crianza', exact: true }).click();
    await page.getByRole('combobox', { name: 'Posición del cartel de categoría' }).click();
    await page.getByRole('option', { name: 'Arriba a la Izquierda' }).click();
    await pickFile(page, 'Seleccionar imagen de portada', pngFile('portada-guia.png', [220, 170, 90]));
    // A payment link that is not a web address is refused next to its field, by the same rule
    // the server applies (@crecer/domain/contentRules), before anything is sent.
    const link = page.getByRole('textbox', { name: 'Enlace de pago' });
    await link.fill('mpago.la/sin-protocolo');
    await page.getByRole('button', { name: 'Crear Guía' }).click();
    await shows(toast(page, 'Errores de Validación'));
    await shows(page.getByText('El enlace de pago debe ser una dirección web válida (https://...).', { exact: true }));
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    await link.fill(paymentLink);
    await expect
      .poll(() =>
        page.getByText('El enlace de pago debe ser una dirección web válida (https://...).', { exact: true }).count(),
      )
      .toBe(0);
    await shows(page.getByRole('img', { name: 'Vista previa: Imagen de portada' }));
    await page.getByRole('button', { name: 'Crear Guía' }).click();
    await shows(toast(page, 'Guía creada correctamente.'));
    await pathIs(page, '/admin/guides');

    const row = page.getByRole('row').filter({ hasText: title });
    await shows(row.getByText('$2500.50'));
    await shows(row.getByText('Publicado'));
    await page.getByRole('button', { name: `Acciones para «${title}»` }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: 'Ver Link de Pago' }).getAttribute('href'))
      .toBe(paymentLink);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Descargar PDF' }).count()).toBe(0);
    guideId = (await page.getByRole('menuitem', { name: 'Ver Guía' }).getAttribute('href'))?.split('/').pop() ?? '';
    expect(guideId).toMatch(/^\d+$/);
    await closeMenu(page);

    // A seeded free guide with a PDF offers the download, and no payment link.
    const freeGuide = 'Emocionario familiar: nombrar lo que sentimos';
    await shows(page.getByRole('row').filter({ hasText: freeGuide }).getByText('Gratis'));
    await page.getByRole('button', { name: `Acciones para «${freeGuide}»` }).click();
    const pdfHref = await page.getByRole('menuitem', { name: 'Descargar PDF' }).getAttribute('href');
    expect(pdfHref).toBeTruthy();
    // The owner's session cookie is what lets the download through.
    const download = await page.request.get(`${baseUrl}${pdfHref}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Ver Link de Pago' }).count()).toBe(0);
    await closeMenu(page);
  });

  it('shows the guide id and the purchase-success URL with copy buttons when editing', async () => {
    const { page } = admin;
    await rowAction(page, title, 'Editar');
    await pathIs(page, `/admin/guides/edit/${guideId}`);
    const idField = page.getByRole('textbox', { name: 'ID de la guía' });
    await expect.poll(() => idField.inputValue()).toBe(guideId);
    const purchaseUrl = page.getByRole('textbox', { name: 'URL de compra exitosa' });
    await expect.poll(() => purchaseUrl.inputValue()).toBe(`${baseUrl}/compra-exitosa/${guideId}`);
    await page.getByRole('button', { name: 'Copiar url de compra exitosa' }).click();
    await shows(toast(page, 'Copiado al portapapeles'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/compra-exitosa/${guideId}`);
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await pathIs(page, '/admin/guides');
  });

  it('lists the paid guide publicly with its price and payment link', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl}/guias`);
    const card = page
      .locator('article, .mantine-Card-root')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expectBuyAction(card, 'Comprar por ARS $2500.50', paymentLink, await serverPaymentsEnabled(baseUrl));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the guide after confirmation', async () => {
    const { page } = admin;
    await rowAction(page, title, 'Eliminar');
    await page
      .getByRole('dialog', { name: '¿Estás absolutamente seguro?' })
      .getByRole('button', { name: 'Sí, eliminar' })
      .click();
    await shows(toast(page, 'Guía Eliminada'));
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
  });
});
