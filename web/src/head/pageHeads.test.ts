import { describe, expect, it } from 'vitest';
import { absoluteUrl, keywordsWith, plainText, simpleHead } from './pageHeads';

describe('shared head helpers', () => {
  it('turns HTML into a short plain-text description', () => {
    expect(plainText('<p>Hola   <strong>familia</strong></p>')).toBe('Hola familia');
    expect(plainText('a'.repeat(200))).toHaveLength(160);
  });

  it('makes stored site paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://crecer.example', '/storage/a.png')).toBe('https://crecer.example/storage/a.png');
    expect(absoluteUrl('https://crecer.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('leads the default keywords with the category', () => {
    expect(keywordsWith({ name: 'Crianza' })).toMatch(/^Crianza, /);
    expect(keywordsWith(null)).not.toMatch(/^, /);
  });

  it('gives a simple page the site name, the default description and its own path', () => {
    expect(simpleHead('Juegos en Familia', '/juegos', { noindex: true })).toMatchObject({
      title: 'Juegos en Familia | Crecer en Familia',
      canonicalPath: '/juegos',
      noindex: true,
    });
  });
});
