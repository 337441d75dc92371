import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { fulfillGraphQLError, gate, routeOperation, scrollToContactSection } from './publicSiteHelpers';
import { adminCookie, graphqlRequest } from './graphql';
import { currentLane } from './lane';

const SUCCESS = 'Gracias! Tu mensaje ha sido enviado. Te responderé pronto.';
const FALLBACK_ERROR = 'Hubo un error al enviar tu mensaje. Por favor, intenta de nuevo más tarde.';
const WHATSAPP_MESSAGE =
  '¡Hola, Laura! Me gustaría agendar una primera sesión de tratamiento. ¿Me podrías indicar qué días y horarios tienes disponibles? ¡Gracias!';

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nombre' });
const emailField = (page: Page) => page.getByRole('textbox', { name: 'Correo electrónico' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Mensaje' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Enviar mensaje' });

async function openContactSection(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`);
  await scrollToContactSection(page);
  await page.getByRole('heading', { level: 2, name: 'Hablemos' }).waitFor();
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await nameField(page).fill(values.name);
  await emailField(page).fill(values.email);
  await messageField(page).fill(values.message);
}

/** Records the variables of every SendContactMessage request the page sends. */
function recordContactRequests(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName === 'SendContactMessage') sent.push(body.variables ?? {});
  });
  return sent;
}

describe('contact section', () => {
  const browser = useBrowser();
  const baseUrl = currentLane().baseUrl;

  it('checks required fields and the email format before sending anything', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    const sent = recordContactRequests(page);
    await openContactSection(page, baseUrl);

    await submitButton(page).click();
    await page.getByText('Por favor, ingresa tu nombre.').waitFor();
    await page.getByText('Por favor, ingresa tu correo electrónico.').waitFor();
    await page.getByText('Por favor, escribe tu mensaje.').waitFor();
    // The keyboard (and a screen reader) lands on the first field to mend.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');

    await fillForm(page, { name: 'Ana', email: 'ana@correo', message: 'Hola' });
    await submitButton(page).click();
    await page.getByText('Por favor, ingresa un correo electrónico válido.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');

    // A message pasted over the limit is refused in so many words, not cut short unseen.
    await fillForm(page, { name: 'Ana', email: 'ana@correo.com', message: 'a'.repeat(5001) });
    await submitButton(page).click();
    await page.getByText('El mensaje no puede superar los 5000 caracteres.').waitFor();
    expect(await messageField(page).inputValue()).toHaveLength(5001);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a message to the real API, shows "Enviando..." then the green thanks and clears the form', async () => {
    const context = await browser().newContext(PHONE);
    const { page, errors } = await newPage(context);
    const sent = recordContactRequests(page);
    const hold = gate();
    await routeOperation(page, 'SendContactMessage', async (route) => {
      await hold.promise;
      await route.fallback();
    });
    await openContactSection(page, baseUrl);
    const stamp = `e2e-${Date.now()}`;
    await fillForm(page, {
      name: '  Ana Pérez ',
      email: 'ana.perez@correo.com.ar',
      message: `Quisiera un turno (${stamp}).`,
    });
    await submitButton(page).click();

    const sending = page.getByRole('button', { name: 'Enviando...' });
    await sending.waitFor();
    await expect.poll(() => sending.isDisabled()).toBe(true);
    hold.open();

    await page.getByText(SUCCESS).waitFor();
    expect(sent).toEqual([
      { name: 'Ana Pérez', email: 'ana.perez@correo.com.ar', message: `Quisiera un turno (${stamp}).`, website: '' },
    ]);
    await expect.poll(() => nameField(page).inputValue()).toBe('');
    await expect.poll(() => emailField(page).inputValue()).toBe('');
    await expect.poll(() => messageField(page).inputValue()).toBe('');
    await expect.poll(() => submitButton(page).isEnabled()).toBe(true);

    // The message reached the owner's inbox.
    const cookie = await adminCookie(baseUrl);
    const inbox = await graphqlRequest<{ contactMessages: { name: string; email: string; message: string }[] }>(
      baseUrl,
      'query E2EInbox { contactMessages { name email message } }',
      {},
      cookie,
    );
    expect(inbox.body.data?.contactMessages).toContainEqual({
      name: 'Ana Pérez',
      email: 'ana.perez@correo.com.ar',
      message: `Quisiera un turno (${stamp}).`,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server message in red, or the fallback when the network fails, and keeps the form', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    let failure: 'graphql' | 'network' = 'graphql';
    await routeOperation(page, 'SendContactMessage', (route) =>
      failure === 'graphql'
        ? fulfillGraphQLError(route, 'Has enviado demasiados mensajes en poco tiempo.', 'TOO_MANY_REQUESTS')
        : route.abort('failed'),
    );
    await openContactSection(page, baseUrl);
    await fillForm(page, { name: 'Luis', email: 'luis@correo.com', message: 'Consulta' });
    await submitButton(page).click();
    const serverError = page.getByRole('alert').filter({ hasText: 'Has enviado demasiados mensajes en poco tiempo.' });
    await serverError.waitFor();
    await expect.poll(() => serverError.getAttribute('style')).toMatch(/--alert-color:\s*var\(--mantine-color-red/);
    await expect.poll(() => nameField(page).inputValue()).toBe('Luis');
    await expect.poll(() => page.getByText(SUCCESS).count()).toBe(0);

    failure = 'network';
    await submitButton(page).click();
    await page.getByRole('alert').filter({ hasText: FALLBACK_ERROR }).waitFor();
    await expect.poll(() => messageField(page).inputValue()).toBe('Consulta');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has a honeypot hidden from people, a WhatsApp link and the social links', async () => {
    const context = await browser().newContext(DESKTOP);
    const { page, errors } = await newPage(context);
    await openContactSection(page, baseUrl);

    const honeypot = page.locator('input[name="website"]');
    await expect.poll(() => honeypot.count()).toBe(1);
    await expect.poll(() => honeypot.getAttribute('tabindex')).toBe('-1');
    await expect.poll(() => honeypot.getAttribute('autocomplete')).toBe('off');
    await expect.poll(() => honeypot.getAttribute('aria-hidden')).toBe('true');
    // Off-screen rather than display:none, so that bots still fill it in.
    const box = await honeypot.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
    await expect.poll(() => page.getByRole('textbox').count()).toBe(3);
    // Keyboard users go from the message straight to the button.
    await messageField(page).focus();
    await page.keyboard.press('Tab');
    expect(await submitButton(page).evaluate((button) => button.matches(':focus'))).toBe(true);

    await page.getByRole('heading', { name: 'Contacto Directo por WhatsApp' }).waitFor();
    const whatsapp = page.getByRole('link', { name: 'Agendar Turno por WhatsApp' });
    await expect
      .poll(() => whatsapp.getAttribute('href'))
      .toBe(`https://wa.me/5491155550000?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`);
    await expect.poll(() => whatsapp.getAttribute('target')).toBe('_blank');
    await expect.poll(() => whatsapp.getAttribute('rel')).toContain('noopener');
    await expect
      .poll(() => page.getByRole('link', { name: 'Sígueme en Instagram' }).getAttribute('href'))
      .toBe('https://www.instagram.com/crecerenfamilia');
    await expect
      .poll(() => page.getByRole('link', { name: 'Escríbeme por email' }).getAttribute('href'))
      .toBe('mailto:contacto@crecerenfamilia.com.ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
