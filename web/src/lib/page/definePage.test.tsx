import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerAnswers } from '../serverAnswers';
import { ServerAnswersContext } from '../serverAnswersContext';
import { definePage, type PageProps, type PublicPage } from './definePage';
import { pageQuery, type RouteLocation } from './pageQuery';
import { useDeclaredQuery } from './useDeclaredQuery';

interface ArticleData {
  article: { title: string } | null;
}
const ArticleQuery = parse('query Article($id: ID!) { article(id: $id) { title } }') as TypedDocumentNode<
  ArticleData,
  { id: string }
>;
interface BrandData {
  brand: string;
}
const BrandQuery = parse('query Brand { brand }') as TypedDocumentNode<BrandData, Record<string, never>>;
const brandQuery = pageQuery(BrandQuery);

const queries = ({ params: { id = '' } }: RouteLocation) => ({ article: pageQuery(ArticleQuery, { id }) });

function ArticlePage({ data }: PageProps<typeof queries>) {
  return <h1>{data.article.data?.article?.title}</h1>;
}

/** A widget reading the brand: only a page that declares brandQuery may render it. */
function Brand() {
  return <p>{useDeclaredQuery(brandQuery).data?.brand}</p>;
}

const articlePage = definePage({ queries, Component: ArticlePage });

/** What entry-server.tsx does, with the route's declared queries answered first. */
async function renderAt(page: PublicPage, url: string) {
  const execute = vi.fn(async (_query: unknown, variables: Record<string, unknown> | undefined) => ({
    data: { article: { __typename: 'Article', title: `Artículo ${String(variables?.id)}` }, brand: 'Crecer' },
  }));
  const answers = new ServerAnswers(execute);
  const searchParams = new URL(url, 'http://localhost').searchParams;
  await answers.fetch(page.queries({ params: { id: url.split('/').pop() }, searchParams }));
  function Routes() {
    return useRoutes([{ path: '/articulos/:id', element: <page.Component /> }]);
  }
  const html = renderToString(
    <ServerAnswersContext.Provider value={answers}>
      <StaticRouter location={url}>
        <Routes />
      </StaticRouter>
    </ServerAnswersContext.Provider>,
  );
  return { html, execute };
}

describe('definePage', () => {
  it('runs the declared queries with the route’s variables and renders their typed results in one pass', async () => {
    const { html, execute } = await renderAt(articlePage, '/articulos/7');
    expect(html).toContain('Artículo 7');
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it('lists a page’s queries for the server, skipped ones included (the server leaves those out)', () => {
    const skipping = definePage({
      queries: () => ({ article: pageQuery(ArticleQuery, { id: 'x' }, { skip: true }), brand: brandQuery }),
      Component: () => null,
    });
    const listed = skipping.queries({ params: {}, searchParams: new URLSearchParams() });
    expect(listed.map((query) => query.skip)).toEqual([true, false]);
  });

  it('fails the server render of a page whose widget reads a query the page did not declare', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const undeclared = definePage({ queries, Component: () => <Brand /> });
    await expect(renderAt(undeclared, '/articulos/7')).rejects.toThrow(
      /Brand was read .* no query of the route declares it/,
    );
    const declared = definePage({ queries: () => ({ brand: brandQuery }), Component: () => <Brand /> });
    expect((await renderAt(declared, '/articulos/7')).html).toContain('Crecer');
  });

  it('types a page’s data as exactly its declared queries (checked by tsc: npm run typecheck)', () => {
    function ReadsUndeclared({ data }: PageProps<typeof queries>) {
      // @ts-expect-error -- the page declares `article` only
      return <p>{data.brand.data?.brand}</p>;
    }
    function ReadsWrongField({ data }: PageProps<typeof queries>) {
      // @ts-expect-error -- ArticleQuery's answer has no `brand`
      return <p>{data.article.data?.brand}</p>;
    }
    // @ts-expect-error -- a component written for other queries is not this page's component
    definePage({ queries: () => ({ brand: brandQuery }), Component: ArticlePage });
    expect([ReadsUndeclared, ReadsWrongField]).toHaveLength(2);
  });
});
