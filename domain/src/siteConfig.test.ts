import { describe, it, expect } from 'vitest';
import { CONFIG_GROUPS, CONFIG_KEYS, findConfigKey, keysForEditor } from './siteConfig';
import { BRAND_NAME, ESSENTIAL_DEFAULTS } from './siteDefaults';

function defaultOf(key: string): string | null | undefined {
  return findConfigKey(key)?.defaultValue;
}

describe('site configuration catalogue', () => {
  it('lists every key exactly once', () => {
    const keys = CONFIG_KEYS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every key the specs name', () => {
    const expected = [
      'home_hero_title',
      'home_hero_subtitle',
      'home_hero_main_image_url',
      'home_hero_secondary_image_url',
      'home_features_title',
      'home_features_subtitle',
      ...[1, 2, 3, 4].flatMap((n) => [
        `home_features_item${n}_title`,
        `home_features_item${n}_subtitle`,
        `home_features_item${n}_link_text`,
      ]),
      'home_featured_content_title',
      'home_featured_content_subtitle',
      'home_benefits_title',
      'home_benefits_description',
      'home_benefits_button_text',
      'home_benefits_section_image_url',
      ...[1, 2, 3, 4].map((n) => `home_benefit_item_${n}`),
      'home_testimonial_quote',
      'home_testimonial_author',
      'site_og_image_url',
      'site_twitter_image_url',
      'site_og_image_url_articles',
      'site_og_image_url_guides',
      'footer_title',
      'footer_subtitle',
      'footer_copyright_text',
      'footer_contact_email',
      'footer_location',
      'social_instagram_text',
      'social_instagram_url',
      'social_email_text',
      'social_email_address',
      'contact_section_title',
      'contact_section_subtitle',
      'contact_form_title',
      'contact_more_ways_title',
      'contact_more_ways_subtitle',
      'contact_whatsapp_number',
      'contact_whatsapp_message',
      'contact_whatsapp_button_text',
      'contact_whatsapp_section_title',
      'contact_whatsapp_section_text',
      'about_me_image_url',
      'about_me_title',
      'about_me_subtitle',
      'about_me_paragraph1',
      'about_me_paragraph2',
      'about_me_paragraph3',
      'about_me_highlight_paragraph',
      'about_me_focus_title',
      ...[1, 2, 3, 4].flatMap((n) => [`about_me_focus_item${n}_title`, `about_me_focus_item${n}_desc`]),
      'about_me_calendar_title',
      'about_me_calendar_url',
      'about_me_show_calendar',
      'newsletter_welcome_enabled',
      'newsletter_welcome_subject',
      'newsletter_welcome_body',
    ];
    expect(CONFIG_KEYS.map((d) => d.key).sort()).toEqual([...expected].sort());
  });

  it('gives multi-line fields 1 to 5 rows and no other field any rows', () => {
    for (const def of CONFIG_KEYS) {
      if (def.kind === 'multiline') {
        expect(def.rows, def.key).toBeGreaterThanOrEqual(1);
        expect(def.rows, def.key).toBeLessThanOrEqual(5);
        expect(Number.isInteger(def.rows), def.key).toBe(true);
      } else {
        expect(def.rows, def.key).toBeUndefined();
      }
    }
  });

  it('gives every image key a size hint and a null default', () => {
    const images = CONFIG_KEYS.filter((d) => d.kind === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const def of images) {
      expect(def.imageHint, def.key).toMatch(/Máximo 5MB: JPG, PNG, WEBP o GIF\.$/);
      expect(def.defaultValue, def.key).toBeNull();
    }
    expect(findConfigKey('home_hero_main_image_url')?.imageHint).toBe(
      'Recomendado: 1920x1080 px (16:9). Máximo 5MB: JPG, PNG, WEBP o GIF.',
    );
    expect(findConfigKey('home_benefits_section_image_url')?.imageHint).toContain('1200x800');
    expect(findConfigKey('about_me_image_url')?.imageHint).toContain('800x1000');
    expect(findConfigKey('site_og_image_url')?.imageHint).toBe('Máximo 5MB: JPG, PNG, WEBP o GIF.');
    for (const def of CONFIG_KEYS.filter((d) => d.kind !== 'image')) {
      expect(def.imageHint, def.key).toBeUndefined();
    }
  });

  it('gives every non-image key a non-empty default, label and help', () => {
    for (const def of CONFIG_KEYS) {
      expect(def.label.trim(), def.key).not.toBe('');
      expect(def.help.trim(), def.key).not.toBe('');
      if (def.kind !== 'image') expect(def.defaultValue?.trim(), def.key).toBeTruthy();
    }
  });

  it('uses the defaults the specs name', () => {
    expect(defaultOf('footer_title')).toBe('Crecer en Familia');
    expect(defaultOf('footer_subtitle')).toBe('Tu Psicóloga al Rescate');
    expect(defaultOf('footer_location')).toBe('Buenos Aires, Argentina (Atención Online)');
    expect(defaultOf('footer_copyright_text')).toContain('{year}');
    expect(defaultOf('contact_whatsapp_button_text')).toBe('Agendar Turno por WhatsApp');
    expect(defaultOf('contact_whatsapp_section_title')).toBe('Contacto Directo por WhatsApp');
    expect(defaultOf('contact_whatsapp_message')).toMatch(/primera sesión de tratamiento/);
    expect(defaultOf('contact_whatsapp_number')).toMatch(/^\+54[\d\s-]+$/);
    expect(defaultOf('about_me_calendar_url')).toMatch(/^https:\/\//);
    expect(defaultOf('about_me_show_calendar')).toBe('true');
    expect([1, 2, 3, 4].map((n) => defaultOf(`about_me_focus_item${n}_title`))).toEqual([
      'Empatía',
      'Vínculos',
      'Práctico',
      'Positivo',
    ]);
  });

  it('names both positions of every switch', () => {
    for (const def of CONFIG_KEYS) {
      if (def.kind === 'switch') expect(def.switchLabels, def.key).toMatchObject({ on: expect.any(String) });
      else expect(def.switchLabels, def.key).toBeUndefined();
    }
  });

  it('uses the input kinds the admin spec asks for', () => {
    expect(findConfigKey('about_me_show_calendar')?.kind).toBe('switch');
    expect(findConfigKey('contact_whatsapp_number')?.kind).toBe('phone');
    expect(findConfigKey('contact_whatsapp_number')?.help).toBe('Número completo con código de país');
    expect(findConfigKey('footer_contact_email')?.kind).toBe('email');
    expect(findConfigKey('social_email_address')?.kind).toBe('email');
    expect(findConfigKey('social_instagram_url')?.kind).toBe('url');
    expect(findConfigKey('about_me_calendar_url')?.kind).toBe('url');
  });

  it('splits the keys between the three editors', () => {
    const whatsapp = keysForEditor('whatsapp');
    expect(whatsapp.map((d) => d.key)).toEqual([
      'contact_whatsapp_number',
      'contact_whatsapp_button_text',
      'contact_whatsapp_message',
      'contact_whatsapp_section_title',
      'contact_whatsapp_section_text',
    ]);
    expect(findConfigKey('contact_whatsapp_message')?.kind).toBe('multiline');
    expect(findConfigKey('contact_whatsapp_section_text')?.kind).toBe('multiline');

    const aboutMe = keysForEditor('aboutMe');
    expect(aboutMe.every((d) => d.key.startsWith('about_me_'))).toBe(true);
    expect(aboutMe).toHaveLength(CONFIG_KEYS.filter((d) => d.key.startsWith('about_me_')).length);

    const general = keysForEditor('general');
    expect(general.length + aboutMe.length + whatsapp.length).toBe(CONFIG_KEYS.length);
  });

  it('puts every key in a declared group, and every group has keys', () => {
    const groupIds = new Set(CONFIG_GROUPS.map((g) => g.id));
    expect(groupIds.size).toBe(CONFIG_GROUPS.length);
    for (const def of CONFIG_KEYS) expect(groupIds.has(def.group), def.key).toBe(true);
    for (const group of CONFIG_GROUPS) {
      expect(
        CONFIG_KEYS.some((d) => d.group === group.id),
        group.id,
      ).toBe(true);
    }
  });

  it('returns undefined for unknown keys', () => {
    expect(findConfigKey('no_such_key')).toBeUndefined();
  });

  it('takes the essential defaults the web falls back to from siteDefaults, unchanged', () => {
    for (const [key, value] of Object.entries(ESSENTIAL_DEFAULTS)) expect([key, defaultOf(key)]).toEqual([key, value]);
    expect(defaultOf('footer_title')).toBe(BRAND_NAME);
  });
});
