/**
 * What a setting may hold, by its kind: a typed value that would end up in
 * every public page as a `javascript:` link, a path out of storage, a switch
 * that is neither on nor off or a page-long title is refused in Spanish,
 * naming the field, and nothing of the save is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VALUE_MAX_LENGTH, CONFIG_VALUE_MESSAGES } from '@crecer/domain/siteConfigRules';
import { findConfigKey } from '@crecer/domain/siteConfig';
import { fileUpload, pngBytes } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { saveSiteConfiguration } from './save';
import { readAdminConfig } from './effective';

const label = (key: string) => findConfigKey(key)!.label;

describe('setting values by kind', () => {
  let app: TestApp;
  const services = () => app.runtime.services;
  const stored = async (key: string) =>
    (await readAdminConfig(services().db, [key])).find((entry) => entry.key === key)?.storedValue;

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['social_instagram_url', 'javascript:alert(1)', CONFIG_VALUE_MESSAGES.url],
    ['about_me_calendar_url', 'data:text/html,<script>alert(1)</script>', CONFIG_VALUE_MESSAGES.url],
    ['about_me_calendar_url', 'calendar.google.com/turnos', CONFIG_VALUE_MESSAGES.url],
    ['footer_contact_email', 'no es un correo', CONFIG_VALUE_MESSAGES.email],
    ['about_me_show_calendar', 'maybe', CONFIG_VALUE_MESSAGES.switch],
    ['home_hero_main_image_url', '../../../etc/passwd', CONFIG_VALUE_MESSAGES.image],
    ['site_og_image_url', 'https://otro-sitio.example/foto.jpg', CONFIG_VALUE_MESSAGES.image],
    ['site_og_image_url', '/storage/siteassets/../../app-secret', CONFIG_VALUE_MESSAGES.image],
    ['home_hero_title', 'x'.repeat(CONFIG_VALUE_MAX_LENGTH + 1), CONFIG_VALUE_MESSAGES.tooLong],
  ])('refuses %s = %.40j, naming the field, and stores nothing of the save', async (key, value, message) => {
    const before = await stored(key);
    const beforeTitle = await stored('footer_title');
    await expect(
      saveSiteConfiguration(services(), [
        { key: 'footer_title', value: 'Un título nuevo' },
        { key, value },
      ]),
    ).rejects.toMatchObject({ message: message(label(key)), code: 'BAD_USER_INPUT', details: { field: key } });
    expect(await stored(key)).toBe(before);
    expect(await stored('footer_title')).toBe(beforeTitle);
  });

  it('takes web addresses, e-mails, on and off, and empty values (the default)', async () => {
    await saveSiteConfiguration(services(), [
      { key: 'social_instagram_url', value: 'https://www.instagram.com/crecer' },
      { key: 'about_me_calendar_url', value: '' },
      { key: 'footer_contact_email', value: 'hola@crecerenfamilia.com' },
      { key: 'about_me_show_calendar', value: 'false' },
      { key: 'home_hero_title', value: 'x'.repeat(CONFIG_VALUE_MAX_LENGTH) },
      { key: 'home_hero_main_image_url', value: null },
    ]);
    expect(await stored('social_instagram_url')).toBe('https://www.instagram.com/crecer');
    expect(await stored('about_me_show_calendar')).toBe('false');
  });

  it("takes an uploaded image, and its own address sent back with the form's other changes", async () => {
    const image = fileUpload(await pngBytes(), 'portada.png', 'image/png').promise;
    await saveSiteConfiguration(services(), [{ key: 'home_hero_main_image_url', image }]);
    const address = await stored('home_hero_main_image_url');
    expect(address).toMatch(/^\/storage\/siteassets\//);
    await saveSiteConfiguration(services(), [
      { key: 'home_hero_main_image_url', value: address },
      { key: 'footer_title', value: 'Otro título' },
    ]);
    expect(await stored('home_hero_main_image_url')).toBe(address);
  });
});
