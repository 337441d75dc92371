/**
 * The e-mailed links' pages tell the truth: a confirmation link opened again
 * says it was used, a wrong one says why, an unsubscribe link that
 * unsubscribes no one never says 'Te diste de baja'; and the owner's totals
 * line in 'Suscriptores' stays while she searches. A server of its own, with
 * a real SMTP server on loopback for the confirmation e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { decodeQuotedPrintable, type SmtpSink } from '../../server/test/smtpSink';
import { openAdminSession, screenshot, shows } from './admin-helpers';
import { newPage, PHONE, useBrowser } from './browser';
import type { E2EServer } from './globalSetup';
import { startServerWithMail } from './mailServer';
import { graphqlData } from './graphql';

const CONFIRMED = 'confirma.dos.veces@example.com';
const PENDING = 'queda.pendiente@example.com';

describe('honest link pages', () => {
  const browser = useBrowser();
  let server: E2EServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    ({ server, sink } = await startServerWithMail());
    for (const email of [CONFIRMED, PENDING])
      await graphqlData(server.baseUrl, 'mutation S($email: String!) { subscribeToNewsletter(email: $email) }', {
        email,
      });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  /** The confirmation link e-mailed to `address`, once the outbox has sent it. */
  async function confirmationLink(address: string): Promise<string> {
    const pattern = /https?:\/\/\S+\/newsletter\/confirmar#[A-Za-z0-9_-]+/;
    const find = () =>
      sink.received
        .filter((mail) => mail.envelopeTo.includes(address))
        .map((mail) => pattern.exec(decodeQuotedPrintable(mail.raw))?.[0])
        .find(Boolean);
    await expect.poll(find, { timeout: 45_000 }).toBeDefined();
    return find()!;
  }

  it('a confirmation link opened twice says the second time that it was used', async () => {
    const link = await confirmationLink(CONFIRMED);
    const phone = await browser().newContext(PHONE);
    const { page, errors } = await newPage(phone);
    await page.goto(link);
    await shows(page.getByRole('heading', { name: 'Suscripción confirmada' }));
    await page.goto('about:blank');
    await page.goto(link);
    await shows(page.getByRole('heading', { name: 'Tu suscripción ya estaba confirmada' }));
    await shows(page.getByText('Este enlace ya se usó'));
    await screenshot(page, 'newsletter-confirm-used-390');

    // A new document each time: a change of fragment alone is not a new visit of the link.
    await page.goto('about:blank');
    await page.goto(`${server.baseUrl}/newsletter/confirmar#${'a'.repeat(43)}`);
    await shows(page.getByRole('heading', { name: 'No pudimos confirmar tu suscripción' }));
    await shows(page.getByText(NEWSLETTER_MESSAGES.confirmLinkInvalid));
    await shows(page.getByRole('link', { name: 'Ir a los artículos' }));
    expect(errors).toEqual([]);
    await phone.close();
  }, 90_000);

  it('a wrong or mangled unsubscribe link says so, never "Te diste de baja"', async () => {
    const phone = await browser().newContext(PHONE);
    const { page, errors } = await newPage(phone);
    await page.goto(`${server.baseUrl}/newsletter/baja#1-${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await shows(page.getByRole('heading', { name: 'No pudimos darte de baja' }));
    await shows(page.getByText(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid));
    await shows(page.getByRole('link', { name: 'Ir a los artículos' }));
    expect(await page.getByRole('button', { name: 'Darme de baja' }).count()).toBe(0);
    expect(await page.getByText('Te diste de baja').count()).toBe(0);
    await screenshot(page, 'newsletter-bad-unsubscribe-390');

    // A fragment a mail app cut mid-escape: the page's message, not a crashed page.
    await page.goto('about:blank');
    await page.goto(`${server.baseUrl}/newsletter/baja#%E0%A4%A`);
    await shows(page.getByText(NEWSLETTER_MESSAGES.linkIncomplete));
    expect(errors).toEqual([]);
    await phone.close();
  }, 90_000);

  it("keeps the owner's totals line while she searches the list", async () => {
    const { context, page, errors } = await openAdminSession(browser(), server.baseUrl, PHONE);
    await page.goto(`${server.baseUrl}/admin/suscriptores`);
    await shows(page.getByText('2 suscriptores · 1 confirmado', { exact: true }));
    await page.getByRole('textbox', { name: 'Buscar suscriptores' }).fill('pendiente');
    await shows(page.getByText('2 suscriptores · 1 confirmado · 1 coincide', { exact: true }));
    await shows(page.getByText(PENDING));
    expect(await page.getByText(CONFIRMED).count()).toBe(0);
    await screenshot(page, 'newsletter-subscribers-search-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
