/** Shared helpers for the admin specs: signing in, generated files, and toasts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { crc32 } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser';
import { E2E_ADMIN } from './globalSetup';

export interface AdminSession {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Waits until the locator is visible (the app renders asynchronously); usable in hooks too. */
export async function shows(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
}

export async function pathIs(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** Fills the login form; the caller decides where it should land. */
export async function submitLogin(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await shows(page.getByRole('heading', { name: 'Panel de Administración' }));
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A fresh browser context signed in through the login page, on the dashboard. */
export async function openAdminSession(
  browser: Browser,
  baseUrl: string,
  viewport: BrowserContextOptions = DESKTOP,
): Promise<AdminSession> {
  const context = await browser.newContext(viewport);
  const { page, errors } = await newPage(context);
  await page.goto(`${baseUrl}/admin/login`);
  await submitLogin(page);
  await pathIs(page, '/admin');
  await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
  // The toast container loads with this first toast; let it arrive before the test scans or clicks.
  await shows(toast(page, 'Inicio de sesión exitoso'));
  return { context, page, errors };
}

/** A toast (Mantine notification) containing the text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

/** Clicks a sidebar entry (the navbar is always visible on desktop). */
export async function goToSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación del panel' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** Opens the row's actions menu and picks an entry. */
export async function rowAction(page: Page, rowLabel: string, action: string): Promise<void> {
  // A menu closed a moment ago may still be animating out; wait so only one menu is open.
  await page.getByRole('menu').first().waitFor({ state: 'detached', timeout: 5_000 });
  await page.getByRole('button', { name: `Acciones para «${rowLabel}»` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Closes the open actions menu and waits until it is gone. */
export async function closeMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('menu').first().waitFor({ state: 'detached', timeout: 5_000 });
}

/** Chooses a file through the button that opens the browser's file picker. */
export async function pickFile(
  page: Page,
  buttonName: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real (decodable) PNG of one colour, generated in the test. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngFile(name: string, rgb: [number, number, number] = [47, 125, 109]) {
  return { name, mimeType: 'image/png', buffer: solidPng(8, 6, rgb) };
}

/** A minimal one-page PDF. */
export function pdfFile(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** A suffix that keeps this run's records apart from seeded content and other runs. */
export function uniqueSuffix(): string {
  return Date.now().toString(36).slice(-5).toUpperCase();
}

/**
 * Where the screenshots issues ask for are written: looked at by a person, not compared.
 * The committed ones (docs/screenshots/admin/, described in docs/admin.md) are refreshed with
 * E2E_SCREENSHOTS=docs/screenshots/admin; by default they go to a temporary folder.
 */
const SHOTS = path.resolve(process.env.E2E_SCREENSHOTS ?? path.join(os.tmpdir(), 'admin-screenshots'));

/** A PNG of an element (small: just the element) or of the screen, without the pointer's hover on it. */
export async function screenshot(page: Page, name: string, element?: Locator): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  const file = path.join(SHOTS, `${name}.png`);
  await (element ?? page).screenshot({ path: file, animations: 'disabled' });
}
