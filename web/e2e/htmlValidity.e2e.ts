/**
 * The server-rendered HTML of every public route is valid HTML (html-validate's
 * standards preset, pure Node, plus our rule against attributes HTML does not define:
 * htmlAttributes.ts), with no allow-list: Mantine's own <style> elements go in the
 * head (web/src/app/themeStyles.tsx), so every error is the site's to fix.
 */
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../src/features/games/gameCatalog';
import { htmlAttributesPlugin } from './htmlAttributes';
import { graphqlRequest } from './graphql';
import { currentLane } from './lane';

function createValidator(): HtmlValidate {
  return new HtmlValidate({
    plugins: [htmlAttributesPlugin],
    extends: ['html-validate:standard'],
    rules: { 'crecer/no-unknown-attributes': 'error' },
  });
}

async function errorsOf(validator: HtmlValidate, html: string): Promise<Message[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages).filter((message) => message.severity === 2);
}

const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Prueba</title></head><body>${body}</body></html>`;

describe('the validator catches attributes HTML does not define', () => {
  const validator = createValidator();

  it.each([
    ['<div radius="xl">Hola</div>', 'attribute "radius" is not allowed on <div>'],
    ['<blockquote color="teal">Hola</blockquote>', 'attribute "color" is not allowed on <blockquote>'],
    ['<a href="/" cite="x">Hola</a>', 'attribute "cite" is not allowed on <a>'],
  ])('rejects %s', async (body, expected) => {
    const errors = await errorsOf(validator, page(body));
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([
      `crecer/no-unknown-attributes: ${expected}`,
    ]);
  });

  it('accepts global, data-*, aria-* and element attributes, and SVG inside <svg>', async () => {
    const errors = await errorsOf(
      validator,
      page(
        '<div id="a" class="b" style="--ti-radius:1px" data-variant="light" aria-hidden="true" hidden>Hola</div>' +
          '<blockquote cite="https://example.org/">Cita</blockquote>' +
          '<a href="/" target="_blank" rel="noopener">Enlace</a>' +
          '<button type="button" disabled>Botón</button>' +
          '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
          'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
          '<path d="M0 0h24v24H0z" stroke="none"/></svg>',
      ),
    );
    expect(errors).toEqual([]);
  });
});

describe('HTML validity of the server-rendered pages', () => {
  const baseUrl = currentLane().baseUrl;
  const validator = createValidator();
  let routes: string[];

  beforeAll(async () => {
    const { body } = await graphqlRequest<{
      articles: { items: { id: string }[] };
      guides: { items: { id: string; isFree: boolean }[] };
    }>(
      baseUrl,
      'query E2EValidityIds { articles { items { id } } guides(input: { pageSize: 50 }) { items { id isFree } } }',
    );
    const guides = body.data?.guides.items ?? [];
    routes = [
      '/',
      '/articulos',
      '/guias',
      `/articulos/${body.data?.articles.items[0]?.id}`,
      `/guias/${guides.find((guide) => guide.isFree)?.id}`,
      `/guias/${guides.find((guide) => !guide.isFree)?.id}`,
      '/juegos',
      ...GAMES.map((game) => `/juegos/${game.slug}`),
      '/sobre-mi',
      '/privacidad',
      '/compra-exitosa/1',
      '/compra-exitosa/',
      '/no-existe',
    ];
  });

  it("has no errors at all, and Mantine's styles in the head", async () => {
    expect(routes.filter((route) => route.includes('undefined'))).toEqual([]);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const errors = (await errorsOf(validator, html)).map(
        (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`,
      );
      const head = html.slice(0, html.indexOf('</head>'));
      // The theme's variables and global classes (server/src/http/themeStylesheet.ts): without them every
      // Mantine component loses its colours and sizes.
      const themeLinks = head.match(/<link rel="stylesheet" href="\/tema-[0-9a-f]+\.css" \/>/g) ?? [];
      if (themeLinks.length !== 1)
        errors.push(`Mantine's theme stylesheet in the head: ${themeLinks.length}, expected 1`);
      if (errors.length > 0) found[route] = errors;
    }
    expect(found).toEqual({});
  });
});
