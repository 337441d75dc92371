import { describe, expect, it } from 'vitest';
import { fillTemplate, pageDataVersion } from './htmlTemplate';

const TEMPLATE =
  '<html><head><meta charset="UTF-8" /><!--head--><title>Por defecto</title><!--/head--></head>' +
  '<body><div id="root"><!--app--></div><script type="module" src="/assets/index.js"></script></body></html>';

const assets = {
  head: '<link rel="stylesheet" href="/assets/page.css">',
  body: '<script type="application/json" id="page-scripts">["/assets/page.js"]</script>',
};

describe('fillTemplate', () => {
  it('puts the head, stylesheets, app and script list in their places', () => {
    const html = fillTemplate(TEMPLATE, {
      head: '<title>Artículo</title>',
      assets,
      app: '<main><img src="/a.webp"></main>',
    });
    expect(html).toContain(
      '<head><meta charset="UTF-8" /><title>Artículo</title><link rel="stylesheet" href="/assets/page.css"></head>',
    );
    expect(html).not.toContain('Por defecto');
    expect(html).toContain('<div id="root"><main><img src="/a.webp"></main></div><script type="module"');
    // The script list comes after the page's pictures, just before </body>.
    expect(html.indexOf('/a.webp')).toBeLessThan(html.indexOf('page-scripts'));
    expect(html.endsWith('["/assets/page.js"]</script></body></html>')).toBe(true);
  });

  it("keeps the template's default head for a page without its own, and an empty app", () => {
    const html = fillTemplate(TEMPLATE, { head: null, assets, app: '' });
    expect(html).toContain('<title>Por defecto</title><link rel="stylesheet"');
    expect(html).toContain('<div id="root"></div><script type="module"');
  });

  it('writes dollar signs from the content literally', () => {
    const tricky = "Precio: US$$ 10, $& y $' y $` y $1";
    const html = fillTemplate(TEMPLATE, { head: `<title>${tricky}</title>`, assets, app: `<p>${tricky}</p>` });
    expect(html).toContain(`<title>${tricky}</title>`);
    expect(html).toContain(`<p>${tricky}</p>`);
  });

  it('fills the template’s own places, not markers that a page’s content happens to contain', () => {
    const html = fillTemplate(TEMPLATE, {
      head: null,
      assets,
      app: '<article><!--head--><p>Cuerpo</p><!--app--></body></article>',
    });
    expect(html).toContain(
      '<div id="root"><article><!--head--><p>Cuerpo</p><!--app--></body></article></div><script type="module"',
    );
    expect(html.endsWith('["/assets/page.js"]</script></body></html>')).toBe(true);
  });

  it('fills each of two templates with its own text', () => {
    const other = TEMPLATE.replace('Por defecto', 'Otro');
    const parts = { head: null, assets, app: '<p>x</p>' };
    expect(fillTemplate(TEMPLATE, parts)).toContain('Por defecto');
    expect(fillTemplate(other, parts)).toContain('Otro');
    expect(fillTemplate(TEMPLATE, parts)).toContain('Por defecto');
  });

  it('names the version of the data the page was rendered with, a new one when the data changes', () => {
    const data = JSON.stringify({ 'SiteConfiguration:{}': { title: 'Mi Enfoque' } });
    const html = fillTemplate(TEMPLATE, { head: null, assets, app: '', data });
    const version = pageDataVersion(data);
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(html).toContain(`<meta name="cef-datos" content="${version}"><link rel="stylesheet"`);
    expect(pageDataVersion(data.replace('Mi Enfoque', 'Cómo trabajamos'))).not.toBe(version);
    expect(fillTemplate(TEMPLATE, { head: null, assets, app: '' })).not.toContain('cef-datos');
  });
});
