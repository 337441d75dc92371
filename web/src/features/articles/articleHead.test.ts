import { describe, expect, it } from 'vitest';
import { articleHead } from './articleHead';

const URL = 'https://crecer.example';
const article = {
  id: '7',
  title: 'Límites',
  summary: 'Con amor y  firmeza',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  imageUrl: '/storage/a.png',
  image: { width: 1200, height: 800 },
  category: { name: 'Crianza' },
};

describe('articleHead', () => {
  it('gives articles Open Graph article data', () => {
    const head = articleHead(article, URL, null);
    expect(head).toMatchObject({
      title: 'Límites | Crecer en Familia',
      description: 'Con amor y firmeza',
      type: 'article',
      canonicalPath: '/articulos/7',
      image: { src: '/storage/a.png', width: 1200, height: 800 },
    });
    expect(head.keywords).toMatch(/^Crianza, /);
    expect(head.article).toEqual({
      publishedTime: '2026-01-01T00:00:00Z',
      modifiedTime: '2026-02-01T00:00:00Z',
      section: 'Crianza',
    });
  });

  it('adds Article JSON-LD with its author, publisher and absolute URLs', () => {
    expect(articleHead(article, URL, null).jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Límites',
      image: [`${URL}/storage/a.png`],
      articleSection: 'Crianza',
      author: { '@type': 'Person' },
      publisher: { '@type': 'Organization', url: `${URL}/` },
      mainEntityOfPage: `${URL}/articulos/7`,
    });
  });

  it("shows link previews the picture's JPEG copy, with the copy's size, once the server made it", () => {
    const jpeg = { url: '/storage/a.copy-k3x9q2.jpg', width: 960, height: 640 };
    const head = articleHead({ ...article, image: { width: 3000, height: 2000, jpeg } }, URL, null);
    expect(head.image).toEqual({ src: jpeg.url, width: 960, height: 640 });
    expect(head.jsonLd).toMatchObject({ image: [`${URL}${jpeg.url}`] });
  });

  it('falls back to the configured image when the article has none', () => {
    const head = articleHead({ ...article, imageUrl: '' }, URL, { src: '/storage/siteassets/articles.png' });
    expect(head.image).toEqual({ src: '/storage/siteassets/articles.png' });
    expect(articleHead({ ...article, imageUrl: null }, URL, null).jsonLd).toMatchObject({ image: undefined });
  });
});
