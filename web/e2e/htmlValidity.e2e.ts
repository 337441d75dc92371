/**
 * The server-rendered HTML of every public route is valid HTML (html-validate's
 * standards preset, pure Node, plus our rule against attributes HTML does not define:
 * htmlAttributes.ts). Only errors Mantine itself writes and the site cannot avoid are
 * allowed; each is listed, with its reason, in docs/public-site.md.
 */
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { GAMES } from '../src/features/games/gameCatalog';
import { htmlAttributesPlugin } from './htmlAttributes';
import { graphqlRequest } from './publicSiteHelpers';

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

/**
 * MantineProvider renders the theme's CSS variables and its global classes as two
 * <style> elements where it sits (the top of #root), not in <head>. Their position
 * among #root's first children varies by page; no other <style> is a child of #root
 * (the site writes none), and the test checks there are exactly two per page.
 */
const MANTINE_ALLOWED = [
  {
    ruleId: 'element-permitted-content',
    message: /^<style> element is not permitted as content under <div>$/,
    selector: /^#root > style:nth-child\(\d\)$/,
  },
];

function isAllowed(message: Message): boolean {
  return MANTINE_ALLOWED.some(
    (allowed) =>
      allowed.ruleId === message.ruleId &&
      allowed.message.test(message.message) &&
      allowed.selector.test(message.selector ?? ''),
  );
}

describe('HTML validity of the server-rendered pages', () => {
  const baseUrl = inject('baseUrl');
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
      '/compra-exitosa/1',
      '/compra-exitosa/',
      '/no-existe',
    ];
  });

  it('has no errors but the documented ones from Mantine', async () => {
    expect(routes.filter((route) => route.includes('undefined'))).toEqual([]);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const messages = await errorsOf(validator, html);
      const allowed = messages.filter(isAllowed);
      if (allowed.length !== 2) found[`${route} (allowed)`] = allowed.map((message) => message.selector ?? '');
      const errors = messages
        .filter((message) => !isAllowed(message))
        .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
      if (errors.length > 0) found[route] = errors;
    }
    expect(found).toEqual({});
  });
});
