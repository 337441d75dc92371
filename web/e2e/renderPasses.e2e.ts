/**
 * Every public route renders in one pass from the queries its page declares
 * (lib/page/definePage.tsx) and those their answers lead to: the built entry
 * renders each route, fails a render that reads anything undeclared, and
 * asks each operation once.
 */
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryServer, ExecuteQuery } from '@crecer/domain/renderContract';
import { currentLane } from './lane';

const baseUrl = currentLane().baseUrl;

/** The built server-rendering bundle, as server/src/http/ssr.ts loads it. */
const entryFile = path.resolve(import.meta.dirname, '../dist-ssr/entry-server.js');

interface Listed {
  articles: { items: { id: string }[] };
  guides: { items: { id: string; isFree: boolean }[] };
}

async function published(): Promise<Listed> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query:
        '{ articles(input: { pageSize: 1 }) { items { id } } guides(input: { pageSize: 50 }) { items { id isFree } } }',
    }),
  });
  return ((await response.json()) as { data: Listed }).data;
}

describe('server rendering', () => {
  let entry: EntryServer;
  let articleId: string;
  let freeGuideId: string;
  let paidGuideId: string;

  beforeAll(async () => {
    entry = await import(entryFile);
    const { articles, guides } = await published();
    articleId = articles.items[0]!.id;
    freeGuideId = guides.items.find((guide) => guide.isFree)!.id;
    paidGuideId = guides.items.find((guide) => !guide.isFree)!.id;
  });

  /** Renders `pathname` as the server does, with GraphQL over HTTP; the operations sent, by name. */
  async function render(pathname: string) {
    const operations: string[] = [];
    const execute: ExecuteQuery = async (query: DocumentNode, variables) => {
      const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
      operations.push(operation?.name?.value ?? '(anonymous)');
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: print(query), variables }),
      });
      return response.json();
    };
    const result = await entry.render(new URL(pathname, baseUrl), execute, baseUrl);
    return { ...result, operations };
  }

  it('renders every public route from its declared queries, each asked once', async () => {
    const routes = [
      '/',
      '/sobre-mi',
      '/privacidad',
      '/articulos',
      '/articulos?q=familia&orden=antiguos&pagina=2',
      `/articulos/${articleId}`,
      '/articulos/999999',
      '/guias',
      `/guias/${freeGuideId}`,
      `/guias/${paidGuideId}`,
      '/guias/999999',
      '/juegos',
      '/juegos/verdadero-falso',
      '/compra-exitosa/1',
      '/newsletter/confirmar',
      '/newsletter/baja',
      '/no-existe',
    ];
    for (const route of routes) {
      const { html, operations } = await render(route);
      expect(html, route).toContain('<main');
      expect(new Set(operations).size, `${route}: ${operations.join(', ')}`).toBe(operations.length);
    }
  });

  it('renders the page a route shows with the queries it declares', async () => {
    const article = await render(`/articulos/${articleId}`);
    expect(article.status).toBe(200);
    // The subscribe box's query follows an article that exists (NewsletterSignupWhenEnabled).
    expect(article.operations.sort()).toEqual(['ArticleDetail', 'NewsletterEnabled', 'SiteConfiguration']);
    expect(article.html).toContain('<h1');
    const home = await render('/');
    expect(home.operations.sort()).toEqual([
      'HomeFeaturedContent',
      'NewsletterEnabled',
      'PaymentsEnabled',
      'SiteConfiguration',
    ]);
    expect(home.html).toContain('Destacado');
    const missing = await render('/articulos/999999');
    expect(missing.status).toBe(404);
    expect(missing.operations).not.toContain('NewsletterEnabled');
    // The buy button's query only where a paid guide shows one: a missing guide's page has none.
    expect((await render(`/guias/${paidGuideId}`)).operations).toContain('PaymentsEnabled');
    expect((await render(`/guias/${freeGuideId}`)).operations).not.toContain('PaymentsEnabled');
    expect((await render('/guias/999999')).operations).not.toContain('PaymentsEnabled');
  });
});
