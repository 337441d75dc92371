import { describe, expect, it } from 'vitest';
import { renderHeadTags, safeJson } from './headTags';

describe('renderHeadTags', () => {
  it('renders title, canonical, Open Graph, Twitter and article tags with absolute URLs', () => {
    const html = renderHeadTags(
      {
        title: 'Límites con amor | Crecer en Familia',
        description: 'Cómo poner "límites" <sin gritos>',
        canonicalPath: '/articulos/7',
        image: '/storage/articleimages/a.png',
        type: 'article',
        article: { publishedTime: '2026-01-01T00:00:00.000Z', section: 'Crianza' },
        jsonLd: { '@type': 'Article', headline: '</script><script>alert(1)</script>' },
      },
      'https://crecer.example',
    );
    expect(html).toContain('<title>Límites con amor | Crecer en Familia</title>');
    expect(html).toContain('<link rel="canonical" href="https://crecer.example/articulos/7" />');
    expect(html).toContain('<meta property="og:image" content="https://crecer.example/storage/articleimages/a.png" />');
    expect(html).toContain('content="Cómo poner &quot;límites&quot; &lt;sin gritos&gt;"');
    expect(html).toContain('<meta property="article:section" content="Crianza" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('serializes JSON without characters that could close a script element', () => {
    expect(safeJson({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});
