/**
 * Coming from another platform, on a phone: the owner imports a Mailchimp
 * export of 500 lines (20 invalid addresses, 30 repeated) as people who
 * agreed to receive her articles, and sees what was added and what was
 * skipped, line by line. Then she switches the welcome e-mail on in
 * Configuración, and a family that confirms its subscription receives it,
 * with the one-click unsubscribe header (a real SMTP server on loopback).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { decodeQuotedPrintable, type SmtpSink } from '../../server/test/smtpSink';
import { expectNoSeriousA11yViolations } from './a11y';
import { openAdminSession, pickFile, screenshot, shows, toast } from './admin-helpers';
import { newPage, PHONE, useBrowser } from './browser';
import type { E2EServer } from './globalSetup';
import { startServerWithMail } from './mailServer';

const FAMILY = 'familia.bienvenida@example.com';

/** 450 new addresses, 20 invalid ones and 30 repeated (another case), spread through 500 lines. */
function mailchimpExport(): Buffer {
  const valid = Array.from({ length: 450 }, (_, i) => `familia${i}@ejemplo.com`);
  const lines: string[] = [];
  let invalid = 0;
  let repeated = 0;
  for (const [i, email] of valid.entries()) {
    lines.push(`"${email}","Familia ${i}","2024-03-0${(i % 9) + 1} 10:00:00"`);
    if (i % 15 === 14 && repeated < 30) lines.push(`"${valid[repeated++]!.toUpperCase()}","Repetida",""`);
    if (i % 22 === 21 && invalid < 20) lines.push(`"familia${invalid++}(arroba)ejemplo.com","Mal escrita",""`);
  }
  while (repeated < 30) lines.push(`"${valid[repeated++]!}","Repetida",""`);
  while (invalid < 20) lines.push(`"sin-arroba-${invalid++}","Mal escrita",""`);
  expect(lines).toHaveLength(500);
  return Buffer.from(`\uFEFF"Email Address","First Name",OPTIN_TIME\r\n${lines.join('\r\n')}\r\n`);
}

describe('importing subscribers and welcoming new ones', () => {
  const browser = useBrowser();
  let server: E2EServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    ({ server, sink } = await startServerWithMail());
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  const mailsTo = (address: string) =>
    sink.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => decodeQuotedPrintable(mail.raw));

  it('imports a 500-line export on a phone and reports 450 added and 50 skipped, with their reasons', async () => {
    const { context, page, errors } = await openAdminSession(browser(), server.baseUrl, PHONE);
    await page.goto(`${server.baseUrl}/admin/suscriptores`);
    await shows(page.getByRole('heading', { name: 'Suscriptores', level: 1 }));
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar suscriptores' });
    await shows(dialog);
    await pickFile(page, 'Elegir archivo CSV', {
      name: 'mailchimp-audiencia.csv',
      mimeType: 'text/csv',
      buffer: mailchimpExport(),
    });
    await shows(dialog.getByText('Archivo: mailchimp-audiencia.csv'));
    await dialog.getByRole('checkbox', { name: 'Estas personas aceptaron recibir mis artículos por e-mail' }).check();
    await expectNoSeriousA11yViolations(page, { label: 'Importar suscriptores, on a phone' });
    await dialog.getByRole('button', { name: 'Importar' }).click();

    const report = page.getByRole('dialog', { name: 'Resultado de la importación' });
    await shows(report.getByText('450 direcciones agregadas'));
    await shows(report.getByText('50 líneas omitidas:'));
    await shows(report.getByText('20 · dirección inválida'));
    await shows(report.getByText('30 · repetida en el archivo'));
    // The skipped lines, ten a page: the first is the first repeated address (line 17 of the file).
    const skipped = report.getByRole('table', { name: 'Líneas omitidas' });
    await expect.poll(() => skipped.getByRole('row').count()).toBe(11);
    await shows(skipped.getByRole('row', { name: '17 FAMILIA0@EJEMPLO.COM repetida en el archivo' }));
    await report.getByRole('button', { name: 'Líneas omitidas, página 5' }).click();
    await shows(skipped.getByRole('row', { name: /\(arroba\)ejemplo\.com dirección inválida/ }).first());
    await report.getByRole('button', { name: 'Líneas omitidas, página 1' }).click();
    // The report from its top: what was added, what was skipped and why, the first skipped lines.
    await report.evaluate((dialog) => dialog.scrollTo(0, 0));
    await shows(report.getByText('450 direcciones agregadas'));
    await screenshot(page, 'newsletter-import-390');
    await expectNoSeriousA11yViolations(page, { label: 'import report, on a phone' });

    await report.getByRole('button', { name: 'Listo' }).click();
    await shows(page.getByText('450 suscriptores', { exact: false }).first());
    await shows(page.getByText('familia449@ejemplo.com'));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('sends the welcome e-mail, once switched on, to a family that confirms', async () => {
    const { context, page, errors } = await openAdminSession(browser(), server.baseUrl, PHONE);
    await page.goto(`${server.baseUrl}/admin/settings`);
    const welcomeSwitch = page.getByRole('switch', { name: /Bienvenida desactivada/ });
    await welcomeSwitch.scrollIntoViewIfNeeded();
    await welcomeSwitch.click();
    await shows(page.getByRole('switch', { name: /Bienvenida activada/ }));
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await shows(toast(page, 'Configuración guardada'));
    await context.close();

    const family = await browser().newContext(PHONE);
    const visit = await newPage(family);
    await visit.page.goto(server.baseUrl);
    const box = visit.page.getByRole('region', { name: 'Recibe los nuevos artículos por e-mail' });
    await shows(box);
    // The first tap starts the app (a phone loads what it shows): an empty address answers once it runs.
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await shows(box.getByText(NEWSLETTER_MESSAGES.emailRequired));
    await box.getByLabel('Tu e-mail').fill(FAMILY);
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await shows(box.getByText(NEWSLETTER_MESSAGES.subscribed));
    const confirmLink = () =>
      mailsTo(FAMILY)
        .map((mail) => /https?:\/\/\S+\/newsletter\/confirmar#[A-Za-z0-9_-]+/.exec(mail)?.[0])
        .find(Boolean);
    await expect.poll(confirmLink, { timeout: 45_000 }).toBeDefined();
    // Before confirming, nothing but the confirmation.
    expect(mailsTo(FAMILY)).toHaveLength(1);
    await visit.page.goto(confirmLink()!);
    await shows(visit.page.getByRole('heading', { name: 'Suscripción confirmada' }));

    const welcome = () => mailsTo(FAMILY).find((mail) => mail.includes('Gracias por confirmar tu suscripción'));
    await expect.poll(welcome, { timeout: 45_000, message: 'the welcome e-mail arrives' }).toBeDefined();
    // From the raw headers, unfolded: decoding quoted-printable would also turn the token's '=XX' into a byte.
    const raw = sink.received.find(
      (mail) => mail.envelopeTo.includes(FAMILY) && decodeQuotedPrintable(mail.raw) === welcome(),
    )!.raw;
    expect(raw.replace(/\r\n[ \t]+/g, '')).toMatch(
      /^List-Unsubscribe:\s*<https?:\/\/\S+\/newsletter\/baja\?token=[A-Za-z0-9_-]+>/m,
    );
    expect(welcome()).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect([...errors, ...visit.errors]).toEqual([]);
    await family.close();
  }, 180_000);
});
