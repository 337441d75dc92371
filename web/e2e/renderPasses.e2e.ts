/**
 * Every public route renders in one pass: the queries it declares
 * (lib/routeQueries.ts) are all the queries its components run, so the server
 * fetches them before rendering and never renders again to wait for one. A
 * query a page adds without declaring it still renders right, but in two
 * passes, and fails here.
 */
import path from 'node:path';
import { print, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

interface EntryServer {
  render(
    url: URL,
    execute: (query: DocumentNode, variables: Record<string, unknown> | undefined) => Promise<FormattedExecutionResult>,
    publicUrl: string,
  ): Promise<{ html: string; status: number; renderPasses: number; shippedAnswers: Record<string, unknown> }>;
}

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
    entry = (await import(entryFile)) as EntryServer;
    const { articles, guides } = await published();
    articleId = articles.items[0]!.id;
    freeGuideId = guides.items.find((guide) => guide.isFree)!.id;
    paidGuideId = guides.items.find((guide) => !guide.isFree)!.id;
  });

  /** Renders `pathname` as the server does, with GraphQL over HTTP; the operations sent, by name. */
  async function render(pathname: string) {
    const operations: string[] = [];
    const execute = async (query: DocumentNode, variables: Record<string, unknown> | undefined) => {
      const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
      operations.push(operation?.name?.value ?? '(anonymous)');
      const response = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: print(query), variables }),
      });
      return (await response.json()) as FormattedExecutionResult;
    };
    const result = await entry.render(new URL(pathname, baseUrl), execute, baseUrl);
    return { ...result, operations };
  }

  it('renders every public route in one pass, each query asked once', async () => {
    const routes = [
      '/',
      '/sobre-mi',
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
      '/no-existe',
    ];
    for (const route of routes) {
      const { renderPasses, operations } = await render(route);
      expect({ route, renderPasses }).toEqual({ route, renderPasses: 1 });
      expect(new Set(operations).size, `${route}: ${operations.join(', ')}`).toBe(operations.length);
    }
  });

  it('renders the page a route shows in its one pass', async () => {
    const article = await render(`/articulos/${articleId}`);
    expect(article.status).toBe(200);
    expect(article.operations.sort()).toEqual(['ArticleDetail', 'SiteConfiguration']);
    expect(article.html).toContain('<h1');
    const home = await render('/');
    expect(home.operations.sort()).toEqual(['HomeFeaturedContent', 'PaymentsEnabled', 'SiteConfiguration']);
    expect(home.html).toContain('Destacado');
    expect((await render('/articulos/999999')).status).toBe(404);
    // The buy button's query only where a paid guide shows one: a missing guide's page has none.
    expect((await render(`/guias/${paidGuideId}`)).operations).toContain('PaymentsEnabled');
    expect((await render(`/guias/${freeGuideId}`)).operations).not.toContain('PaymentsEnabled');
    expect((await render('/guias/999999')).operations).not.toContain('PaymentsEnabled');
  });
});
