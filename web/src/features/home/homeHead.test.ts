import { describe, expect, it } from 'vitest';
import { homeHead } from './homeHead';

describe('homeHead', () => {
  it('describes the home page as a WebSite with a search action', () => {
    const head = homeHead('https://crecer.example', { src: '/storage/siteassets/og.png' });
    expect(head.canonicalPath).toBe('/');
    expect(head.image).toEqual({ src: '/storage/siteassets/og.png' });
    expect(head.jsonLd).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: 'https://crecer.example/articulos?q={search_term_string}' },
    });
  });
});
