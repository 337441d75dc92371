import { describe, expect, it } from 'vitest';
import { shareablePageUrl, whatsAppShareText, whatsAppShareUrl } from './whatsAppShareUrl';

describe('whatsAppShareUrl', () => {
  const title = 'Límites con amor: firmeza y ternura a la vez';
  const pageUrl = 'https://crecerenfamilia.test/articulos/12?ref=a&b=c';

  it('points at wa.me with only a text parameter', () => {
    const url = new URL(whatsAppShareUrl(title, pageUrl));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/');
    expect([...url.searchParams.keys()]).toEqual(['text']);
  });

  it('carries the Spanish text with the title and the page URL, round-tripping the encoding', () => {
    const text = new URL(whatsAppShareUrl(title, pageUrl)).searchParams.get('text');
    expect(text).toBe(whatsAppShareText(title, pageUrl));
    expect(text).toContain(`"${title}"`);
    expect(text).toContain(pageUrl);
  });

  it('encodes characters that would break the query string', () => {
    const raw = whatsAppShareUrl(title, pageUrl).slice('https://wa.me/?text='.length);
    expect(raw).not.toMatch(/[ &?=":]/);
  });
});

describe('shareablePageUrl', () => {
  it('shares the page, not the click or campaign that brought this visitor', () => {
    expect(
      shareablePageUrl('https://crecerenfamilia.test/articulos/14?fbclid=IwAR0x&utm_source=facebook#calificar'),
    ).toBe('https://crecerenfamilia.test/articulos/14');
  });

  it('keeps what the page reads', () => {
    expect(shareablePageUrl('https://crecerenfamilia.test/articulos?utm_medium=email&q=l%C3%ADmites&pagina=2')).toBe(
      'https://crecerenfamilia.test/articulos?pagina=2&q=l%C3%ADmites',
    );
  });
});
