import { describe, expect, it } from 'vitest';
import { articleHead, guideDescription, guideHead, homeHead, listHead, plainText } from './pageHeads';

const URL = 'https://crecer.example';

describe('page heads', () => {
  it('describes the home page as a WebSite with a search action', () => {
    const head = homeHead(URL, '/storage/siteassets/og.png');
    expect(head.canonicalPath).toBe('/');
    expect(head.jsonLd).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: `${URL}/articulos?q={search_term_string}` },
    });
  });

  it('gives articles Open Graph article data and Article JSON-LD', () => {
    const head = articleHead(
      {
        id: '7',
        title: 'Límites',
        summary: '<p>Con amor</p>',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-02-01T00:00:00Z',
        imageUrl: '/storage/a.png',
        category: { name: 'Crianza' },
      },
      URL,
      null,
    );
    expect(head).toMatchObject({
      title: 'Límites | Crecer en Familia',
      description: 'Con amor',
      type: 'article',
      canonicalPath: '/articulos/7',
    });
    expect(head.article).toEqual({
      publishedTime: '2026-01-01T00:00:00Z',
      modifiedTime: '2026-02-01T00:00:00Z',
      section: 'Crianza',
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Límites',
      image: [`${URL}/storage/a.png`],
      articleSection: 'Crianza',
    });
  });

  it('sells paid guides as a Product with an ARS Offer and falls back to the site image', () => {
    const guide = {
      id: '3',
      title: 'Berrinches',
      description: '',
      price: 4500,
      isFree: false,
      createdAt: 'c',
      updatedAt: 'u',
      category: { name: 'Emociones' },
    };
    const head = guideHead(guide, URL, '/storage/siteassets/guides.png');
    expect(head.image).toBe('/storage/siteassets/guides.png');
    expect(head.description).toBe('Guía práctica "Berrinches" sobre Emociones, para acompañar a tu familia.');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: '4500.00', priceCurrency: 'ARS' },
    });
    expect(guideHead({ ...guide, isFree: true, price: null }, URL, null).jsonLd).toMatchObject({
      '@type': 'CreativeWork',
      isAccessibleForFree: true,
    });
    expect(guideDescription({ ...guide, category: null })).toContain('crianza y familia');
  });

  it('canonicalizes list pages with their page number only', () => {
    expect(listHead('Guías', 'd', '/guias', 1, null).canonicalPath).toBe('/guias');
    expect(listHead('Guías', 'd', '/guias', 3, null)).toMatchObject({
      canonicalPath: '/guias?pagina=3',
      title: 'Guías (página 3) | Crecer en Familia',
    });
  });

  it('turns HTML into a short plain-text description', () => {
    expect(plainText('<p>Hola   <strong>familia</strong></p>')).toBe('Hola familia');
    expect(plainText('a'.repeat(200))).toHaveLength(160);
  });
});
