/**
 * The server-rendered HTML of every public route is valid HTML (html-validate's
 * standards preset, pure Node). Only errors Mantine itself writes and the site
 * cannot avoid are allowed; each is listed, with its reason, in docs/public-site.md.
 */
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphqlRequest } from './publicSiteHelpers';

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
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
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
      '/juegos/probable-que',
      '/sobre-mi',
      '/compra-exitosa/1',
      '/compra-exitosa/',
      '/no-existe',
    ];
  });

  it('has no errors but the documented ones from Mantine', async () => {
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      const report = await validator.validateString(html);
      const messages = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
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
