import { describe, expect, it } from 'vitest';
import { arrivalFrom, cleanTag, sourceName } from './arrival';
import { pageScope } from './pageScope';

const SITE = 'crecerenfamilia.example';

describe('sourceName', () => {
  it.each([
    ['https://wa.me/5491100000000', 'WhatsApp'],
    ['https://web.whatsapp.com/', 'WhatsApp'],
    ['https://l.wl.co/l?u=x', 'WhatsApp'],
    ['https://www.google.com/', 'Google'],
    ['https://www.google.com.ar/search?q=x', 'Google'],
    ['https://google.es/', 'Google'],
    ['https://m.facebook.com/story', 'Facebook'],
    ['https://l.facebook.com/l.php', 'Facebook'],
    ['https://fb.me/x', 'Facebook'],
    ['https://l.instagram.com/?u=x', 'Instagram'],
    ['', 'Directo'],
    ['android-app://com.whatsapp/', 'WhatsApp'],
    ['android-app://com.google.android.googlequicksearchbox/', 'Google'],
    ['android-app://com.google.android.gm/', 'Gmail'],
    ['android-app://com.ejemplo.lector', 'com.ejemplo.lector'],
    ['https://www.colegio.edu.ar/boletin', 'colegio.edu.ar'],
    ['https://googleusercontent.com/', 'googleusercontent.com'],
    ['https://google.com.evil.example/', 'google.com.evil.example'],
  ])('%s → %s', (referrer, name) => {
    expect(sourceName(referrer, SITE)).toBe(name);
  });

  it('refuses what is not an http(s) or app address', () => {
    for (const bogus of [
      'javascript:alert(1)',
      'data:text/html,x',
      'nada',
      `https://x.com/${'a'.repeat(3000)}`,
      'android-app://',
      'android-app://<script>/',
      `android-app://com.${'a'.repeat(200)}/`,
    ])
      expect(sourceName(bogus, SITE)).toBeNull();
  });

  it('is no arrival when the referrer is the site itself (a link followed before the page ran its script)', () => {
    expect(sourceName(`https://${SITE}/articulos/3`, SITE)).toBeNull();
    expect(sourceName(`http://${SITE.toUpperCase()}/`, SITE)).toBeNull();
  });
});

describe('cleanTag and arrivalFrom', () => {
  it('normalises tags and drops junk', () => {
    expect(cleanTag('  Boletín   Marzo ')).toBe('boletín marzo');
    expect(cleanTag('<b>')).toBe('');
    expect(cleanTag('Otono/2026')).toBe('otono/2026');
    expect(cleanTag('x'.repeat(81))).toBe('');
    expect(cleanTag(null)).toBe('');
  });

  it('is null when the view is not a landing', () => {
    expect(arrivalFrom(null, `https://${SITE}`)).toBeNull();
    expect(arrivalFrom({ referrer: 'https://wa.me/', utmSource: 'wa' }, `https://${SITE}`)).toEqual({
      source: 'WhatsApp',
      utmSource: 'wa',
      utmCampaign: '',
    });
  });
});

describe('pageScope', () => {
  it('names known pages, groups the rest and refuses what is not a public page', () => {
    expect(pageScope('/')).toBe('page:/');
    expect(pageScope('/juegos/memoria/?x=1')).toBe('page:/juegos/memoria');
    expect(pageScope('/articulos')).toBe('page:/articulos');
    expect(pageScope('/privacidad')).toBe('page:/privacidad');
    expect(pageScope('/cualquier/cosa')).toBe('page:');
    expect(pageScope('/admin')).toBeNull();
    expect(pageScope('https://x.example/')).toBeNull();
  });
});
