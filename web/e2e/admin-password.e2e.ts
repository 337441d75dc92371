/**
 * 'Olvidé mi contraseña' and 'Cambiar contraseña' against a server of its
 * own (so changing the owner's password touches no other spec), whose mail
 * goes to a real SMTP server on loopback that keeps what it receives.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@crecer/domain/passwordRules';
import { decodeQuotedPrintable, freeLoopbackPort, startSmtpSink, type SmtpSink } from '../../server/test/smtpSink';
import { goToSection, pathIs, shows, submitLogin, toast } from './admin-helpers';
import { DESKTOP, useBrowser, newPage, PHONE } from './browser';
import { startServer, type E2EServer } from './globalSetup';

const OWNER = 'duena.claves@crecerenfamilia.test';

describe('the owner recovers and changes her password', () => {
  const browser = useBrowser();
  let server: E2EServer;
  let sink: SmtpSink;
  let password = 'la-clave-de-inicio-1';

  beforeAll(async () => {
    const smtpPort = await freeLoopbackPort();
    sink = await startSmtpSink(smtpPort);
    server = await startServer({
      ADMIN_EMAIL: OWNER,
      ADMIN_PASSWORD: password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_TO: 'consultas@crecerenfamilia.test',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  async function signedIn(options: BrowserContextOptions) {
    const context = await browser().newContext(options);
    const { page, errors } = await newPage(context);
    await page.goto(`${server.baseUrl}/admin/login`);
    await submitLogin(page, OWNER, password);
    await pathIs(page, '/admin');
    await shows(toast(page, 'Inicio de sesión exitoso'));
    return { context, page, errors };
  }

  /** Whether the page, reloaded, is still signed in (the dashboard) or sent to sign in again. */
  async function stillSignedIn(page: Page): Promise<boolean> {
    await page.goto(`${server.baseUrl}/admin`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/Dashboard|Panel de Administración/);
    return (await heading.textContent()) === 'Dashboard';
  }

  /**
   * The reset link of the first mail to the owner after `mailsBefore` that carries one, once
   * it has arrived (a sign-in from a new address also e-mails her a notice, in any order).
   */
  async function resetLinkFromMail(mailsBefore: number): Promise<string> {
    const resetLink = () =>
      sink.received
        .slice(mailsBefore)
        .filter((mail) => mail.envelopeTo.join() === OWNER)
        .map((mail) =>
          /https?:\/\/\S+\/admin\/restablecer-contrasena#[A-Za-z0-9_-]+/.exec(decodeQuotedPrintable(mail.raw)),
        )
        .find((match) => match !== null)?.[0];
    await expect.poll(resetLink, { timeout: 45_000, message: 'a mail carries the reset link' }).toBeDefined();
    return resetLink()!;
  }

  for (const [device, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`resets a forgotten password from the e-mailed link and ends the old sessions (${device})`, async () => {
      const old = await signedIn(options);
      const context = await browser().newContext(options);
      const { page, errors } = await newPage(context);
      await page.goto(`${server.baseUrl}/admin/login`);
      await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
      await pathIs(page, '/admin/olvide-contrasena');
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.emailRequired));

      const mailsBefore = sink.received.length;
      await page.getByLabel('Correo electrónico').fill(OWNER.toUpperCase());
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.resetRequested));
      const link = await resetLinkFromMail(mailsBefore);

      await page.goto(link);
      await shows(page.getByRole('heading', { name: 'Elegir una contraseña nueva' }));
      const fresh = `nueva-clave-${device}-${Date.now()}`;
      await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(fresh);
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill(`${fresh}x`);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.mismatch));
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill(fresh);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await shows(toast(page, 'Contraseña actualizada'));
      await pathIs(page, '/admin/login');

      // The old password no longer opens the panel; the new one does.
      await submitLogin(page, OWNER, password);
      await shows(toast(page, 'Error de inicio de sesión'));
      await submitLogin(page, OWNER, fresh);
      await pathIs(page, '/admin');
      password = fresh;
      expect(await stillSignedIn(old.page)).toBe(false);

      // The link worked once.
      await page.goto(link);
      await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('otra-clave-distinta');
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill('otra-clave-distinta');
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.resetLinkInvalid));
      await shows(page.getByRole('link', { name: 'Pedir un enlace nuevo' }));
      expect([...errors, ...old.errors]).toEqual([]);
      await context.close();
      await old.context.close();
    });

    it(`changes the password from the panel, keeping this session and ending the others (${device})`, async () => {
      const other = await signedIn(DESKTOP);
      const { context, page, errors } = await signedIn(options);
      if (device === 'phone') await page.getByRole('button', { name: /navegación/i }).click();
      await goToSection(page, 'Cambiar contraseña');
      await pathIs(page, '/admin/cambiar-contrasena');
      await shows(page.getByRole('heading', { name: 'Cambiar contraseña', level: 1 }));

      const fresh = `cambiada-${device}-${Date.now()}`;
      await page.getByRole('textbox', { name: 'Contraseña actual' }).fill('no-es-la-actual');
      await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(fresh);
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill(fresh);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.currentWrong));

      // A password guessers try first is refused under its field, in Spanish.
      await page.getByRole('textbox', { name: 'Contraseña actual' }).fill(password);
      await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Mariposa2024');
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill('Mariposa2024');
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await shows(page.getByText(PASSWORD_MESSAGES.guessable));

      await page.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill(fresh);
      await page.getByRole('textbox', { name: 'Repite la nueva contraseña' }).fill(fresh);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await shows(toast(page, 'Contraseña actualizada'));
      password = fresh;
      await expect.poll(() => page.getByRole('textbox', { name: 'Contraseña actual' }).inputValue()).toBe('');

      expect(await stillSignedIn(page)).toBe(true);
      expect(await stillSignedIn(other.page)).toBe(false);
      expect([...errors, ...other.errors]).toEqual([]);
      await context.close();
      await other.context.close();
    });
  }
});
