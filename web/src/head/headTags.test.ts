import { describe, expect, it } from 'vitest';
import { renderHeadTags, safeJson } from './headTags';

describe('renderHeadTags', () => {
  it('renders title, canonical, Open Graph, Twitter and article tags with absolute URLs', () => {
    const html = renderHeadTags(
      {
        title: 'Límites con amor | Crecer en Familia',
        description: 'Cómo poner "límites" <sin gritos>',
        canonicalPath: '/articulos/7',
        image: { src: '/storage/articleimages/a.png', width: 1200, height: 800 },
        type: 'article',
        article: { publishedTime: '2026-01-01T00:00:00.000Z', section: 'Crianza' },
        jsonLd: { '@type': 'Article', headline: '</script><script>alert(1)</script>' },
      },
      'https://crecer.example',
    );
    expect(html).toContain('<title>Límites con amor | Crecer en Familia</title>');
    expect(html).toContain('<link rel="canonical" href="https://crecer.example/articulos/7" />');
    expect(html).toContain('<meta property="og:image" content="https://crecer.example/storage/articleimages/a.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="800" />');
    expect(html).toContain('content="Cómo poner &quot;límites&quot; &lt;sin gritos&gt;"');
    expect(html).toContain('<meta property="article:section" content="Crianza" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('leaves the image size out when the upload did not record it', () => {
    const html = renderHeadTags(
      { title: 't', description: 'd', canonicalPath: '/', image: { src: 'https://cdn.example/og.png' } },
      'https://crecer.example',
    );
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/og.png" />');
    expect(html).not.toContain('og:image:width');
  });

  it('falls back to the default share image, with its size, when the page has none', () => {
    const html = renderHeadTags({ title: 't', description: 'd', canonicalPath: '/juegos' }, 'https://crecer.example');
    expect(html).toContain('<meta property="og:image" content="https://crecer.example/og-default.jpg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:image" content="https://crecer.example/og-default.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('keeps only the parameters the page reads in the canonical link and og:url', () => {
    const html = renderHeadTags(
      { title: 't', description: 'd', canonicalPath: '/articulos?utm_source=x&pagina=2&fbclid=y&otro=1' },
      'https://crecer.example',
    );
    expect(html).toContain('<link rel="canonical" href="https://crecer.example/articulos?pagina=2" />');
    expect(html).toContain('<meta property="og:url" content="https://crecer.example/articulos?pagina=2" />');
    const detail = renderHeadTags(
      { title: 't', description: 'd', canonicalPath: '/articulos/7?gclid=1&utm_medium=correo' },
      'https://crecer.example',
    );
    expect(detail).toContain('<link rel="canonical" href="https://crecer.example/articulos/7" />');
  });

  it('serializes JSON without characters that could close a script element', () => {
    expect(safeJson({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});
