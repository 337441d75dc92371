/**
 * The newsletter end to end, against a server of its own whose mail goes to
 * a real SMTP server on loopback: families subscribe from the home page and
 * an article, confirm from the e-mail they receive, the owner sends an
 * article, every confirmed subscriber receives exactly one e-mail (a pending
 * one none), and unsubscribing takes one click: the mail app's
 * List-Unsubscribe-Post, or the page linked in the e-mail.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { decodeQuotedPrintable, type SmtpSink } from '../../server/test/smtpSink';
import { expectNoSeriousA11yViolations } from './a11y';
import { goToSection, openAdminSession, screenshot, shows, toast } from './admin-helpers';
import { DESKTOP, newPage, PHONE, useBrowser } from './browser';
import { E2E_ADMIN, type E2EServer } from './globalSetup';
import { startServerWithMail } from './mailServer';
import { graphqlData } from './graphql';

const FAMILIES = {
  home: 'familia.inicio@example.com',
  article: 'familia.articulo@example.com',
  unconfirmed: 'familia.sin.confirmar@example.com',
} as const;

interface Article {
  id: string;
  title: string;
}

describe('the newsletter', () => {
  const browser = useBrowser();
  let server: E2EServer;
  let sink: SmtpSink;
  let article: Article;

  beforeAll(async () => {
    ({ server, sink } = await startServerWithMail());
    const { articles } = await graphqlData<{ articles: { items: Article[] } }>(
      server.baseUrl,
      'query { articles(input: { pageSize: 1 }) { items { id title } } }',
    );
    article = articles.items[0]!;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  /** Decoded bodies (and headers) of the mails to one address, in arrival order. */
  const mailsTo = (address: string) =>
    sink.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => decodeQuotedPrintable(mail.raw));

  /** The first link matching `pattern` in a mail to `address`, once it has arrived (jobs are woken by NOTIFY). */
  async function linkInMail(address: string, pattern: RegExp): Promise<string> {
    const find = () =>
      mailsTo(address)
        .map((mail) => pattern.exec(mail)?.[0])
        .find(Boolean);
    await expect.poll(find, { timeout: 45_000, message: `a mail to ${address} carries ${pattern}` }).toBeDefined();
    return find()!;
  }

  async function subscribe(page: Page, email: string) {
    const box = page.getByRole('region', { name: 'Recibe los nuevos artículos por e-mail' });
    await shows(box);
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await shows(box.getByText(NEWSLETTER_MESSAGES.emailRequired));
    await box.getByLabel('Tu e-mail').fill(email);
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await shows(box.getByText(NEWSLETTER_MESSAGES.subscribed));
    return box;
  }

  async function confirmFromMail(page: Page, email: string) {
    const link = await linkInMail(email, /https?:\/\/\S+\/newsletter\/confirmar#[A-Za-z0-9_-]+/);
    await page.goto(link);
    await shows(page.getByRole('heading', { name: 'Suscripción confirmada' }));
    expect(
      (await page.getByRole('heading', { name: 'Suscripción confirmada' }).boundingBox())?.x,
    ).toBeGreaterThanOrEqual(16);
  }

  it('lets families subscribe from the home page and an article, and confirm from the e-mail', async () => {
    const phone = await browser().newContext(PHONE);
    const { page, errors } = await newPage(phone);
    await page.goto(server.baseUrl);
    const region = page.getByRole('region', { name: 'Recibe los nuevos artículos por e-mail' });
    await region.scrollIntoViewIfNeeded();
    await screenshot(page, 'newsletter-box-390', region);
    // The refusal reads on the box's tint, and the box keeps the page's side margins.
    await region.getByRole('button', { name: 'Suscribirme' }).click();
    await shows(region.getByText(NEWSLETTER_MESSAGES.emailRequired));
    await expectNoSeriousA11yViolations(page, { label: 'subscribe box with its error' });
    expect((await region.getByRole('heading').boundingBox())?.x).toBeGreaterThanOrEqual(16);
    await subscribe(page, FAMILIES.home);
    await expectNoSeriousA11yViolations(page, { label: 'home with the subscribe box' });
    await confirmFromMail(page, FAMILIES.home);
    await expectNoSeriousA11yViolations(page, { label: 'confirmation page' });

    const desktop = await browser().newContext(DESKTOP);
    const other = await newPage(desktop);
    await other.page.goto(`${server.baseUrl}/articulos/${article.id}`);
    await subscribe(other.page, FAMILIES.article);
    await confirmFromMail(other.page, FAMILIES.article);
    await other.page.goto(`${server.baseUrl}/articulos/${article.id}`);
    await subscribe(other.page, FAMILIES.unconfirmed);
    await linkInMail(FAMILIES.unconfirmed, /\/newsletter\/confirmar#/);
    expect([...errors, ...other.errors]).toEqual([]);
    await phone.close();
    await desktop.close();
  }, 180_000);

  it('sends an article once to each confirmed subscriber, with progress in the admin', async () => {
    const { context, page, errors } = await openAdminSession(browser(), server.baseUrl, DESKTOP);
    await goToSection(page, 'Suscriptores');
    await shows(page.getByRole('heading', { name: 'Suscriptores', level: 1 }));
    for (const email of Object.values(FAMILIES)) await shows(page.getByText(email));
    await expectNoSeriousA11yViolations(page, { label: 'Suscriptores' });

    await page.goto(`${server.baseUrl}/admin/articles/edit/${article.id}`);
    await page.getByRole('button', { name: 'Enviar a suscriptores' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar a suscriptores' });
    await shows(dialog.getByTitle('Vista previa del e-mail'));
    await shows(dialog.getByText('Se enviará a 2 suscriptores confirmados.'));
    await dialog.getByRole('button', { name: 'Enviarme una prueba' }).click();
    await shows(toast(page, 'Te enviamos una prueba a tu e-mail.'));
    await screenshot(page, 'newsletter-send-1280');
    await expectNoSeriousA11yViolations(page, { label: 'Enviar a suscriptores', skipFrames: true });

    await dialog.getByRole('button', { name: 'Enviar a 2 suscriptores' }).click();
    await page.getByRole('button', { name: 'Sí, enviar' }).click();
    await expect.poll(() => dialog.getByText('Enviados 2 de 2').isVisible(), { timeout: 60_000 }).toBe(true);

    // One e-mail each, none to the unconfirmed address. 'Enviados 2 de 2' counts deliveries the SMTP
    // server accepted, and a delivery is claimed once (never sent twice: delivery.test.ts), so no wait
    // for a stray second send is needed here.
    const announcement = (address: string) =>
      mailsTo(address).filter((mail) => mail.includes(`/articulos/${article.id}`) && mail.includes('List-Unsubscribe'));
    await expect.poll(() => announcement(FAMILIES.home).length).toBe(1);
    await expect.poll(() => announcement(FAMILIES.article).length).toBe(1);
    expect(announcement(FAMILIES.unconfirmed)).toHaveLength(0);
    expect(mailsTo(E2E_ADMIN.email).filter((mail) => mail.includes(`/articulos/${article.id}`))).toHaveLength(1);
    expect(announcement(FAMILIES.home)[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The cover families download on mobile data: a resized JPEG (every mail client shows one) under 150 KB, not the upload.
    const cover = /<img[^>]+src="([^"]+\.copy-[a-z0-9]{6}\.jpg)"/.exec(announcement(FAMILIES.home)[0]!)?.[1];
    expect(cover).toBeDefined();
    const image = await fetch(`${server.baseUrl}${new URL(cover!).pathname}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(150 * 1024);

    // The list's 'Envíos' shows the article sent.
    await page.keyboard.press('Escape');
    await goToSection(page, 'Suscriptores');
    await shows(page.getByRole('region', { name: 'Envíos' }).getByText('Enviados 2 de 2'));
    await screenshot(page, 'newsletter-subscribers-1280');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows the sent article and the list on a phone', async () => {
    const { context, page, errors } = await openAdminSession(browser(), server.baseUrl, PHONE);
    await page.goto(`${server.baseUrl}/admin/articles/edit/${article.id}`);
    await page.getByRole('button', { name: 'Enviar a suscriptores' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar a suscriptores' });
    await shows(dialog.getByText('Este artículo ya se envió a los suscriptores.'));
    await shows(dialog.getByText('Enviados 2 de 2'));
    await screenshot(page, 'newsletter-send-390');
    await expectNoSeriousA11yViolations(page, { label: 'sent, on a phone', skipFrames: true });
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/admin/suscriptores`);
    await shows(page.getByText(FAMILIES.home));
    await screenshot(page, 'newsletter-subscribers-390');
    await expectNoSeriousA11yViolations(page, { label: 'Suscriptores, on a phone' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('unsubscribes in one click, from the mail app or from the e-mail', async () => {
    // A mail app's 'Cancelar suscripción': a POST to the List-Unsubscribe address, no cookie.
    // From the raw headers: quoted-printable decoding would also turn the token's '=XX' into a byte.
    const header = sink.received
      .filter((mail) => mail.envelopeTo.includes(FAMILIES.home))
      .map((mail) => /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw.replace(/\r\n[ \t]+/g, ''))?.[1])
      .find(Boolean)!;
    const oneClick = await fetch(header, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);

    // The footer's link: a page that asks first.
    const link = await linkInMail(FAMILIES.article, /https?:\/\/\S+\/newsletter\/baja#[A-Za-z0-9_-]+/);
    const phone = await browser().newContext(PHONE);
    const { page, errors } = await newPage(phone);
    await page.goto(link);
    await shows(page.getByRole('heading', { name: 'Darte de baja' }));
    await shows(page.getByRole('button', { name: 'Darme de baja' }));
    await expectNoSeriousA11yViolations(page, { label: 'unsubscribe page' });
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await shows(page.getByRole('heading', { name: 'Te diste de baja' }));
    expect(errors).toEqual([]);
    await phone.close();

    // Both addresses are gone from the owner's list; the unconfirmed one is still pending.
    const admin = await openAdminSession(browser(), server.baseUrl, DESKTOP);
    await goToSection(admin.page, 'Suscriptores');
    await shows(admin.page.getByText(FAMILIES.unconfirmed));
    expect(await admin.page.getByText(FAMILIES.home).count()).toBe(0);
    expect(await admin.page.getByText(FAMILIES.article).count()).toBe(0);
    await admin.context.close();
  }, 120_000);
});
