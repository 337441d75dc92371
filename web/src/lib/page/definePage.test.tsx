import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRenderContext } from '../../head/headTypes';
import { RenderContext } from '../../head/RenderContext';
import { SiteHeadContext, type SiteHeadValues } from '../../head/SiteHeadContext';
import { ServerAnswers } from '../serverAnswers';
import { ServerAnswersContext } from '../serverAnswersContext';
import { definePage, type PageHeadInput, type PageProps, type PublicPage } from './definePage';
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

/** The article's head, from the same typed results, the location, PUBLIC_URL and the site's share image. */
function articleHead({ data, location, publicUrl, site }: PageHeadInput<typeof queries>) {
  const article = data.article.data?.article;
  if (!article) return null;
  return {
    title: `${article.title} | Crecer`,
    description: `${publicUrl}/articulos/${location.params.id ?? ''}`,
    canonicalPath: `/articulos/${location.params.id ?? ''}`,
    image: site.image('share'),
  };
}

const articlePage = definePage({ queries, Component: ArticlePage, head: articleHead });

const noHead = () => null;
const simpleHead = (title: string) => ({ title, description: title, canonicalPath: '/' });
const SITE: SiteHeadValues = { text: () => '', image: (key) => ({ src: `/storage/${key}.png` }) };

/** What entry-server.tsx does, with the route's declared queries answered first. */
async function renderAt(page: PublicPage, url: string, { found = true } = {}) {
  const execute = vi.fn(async (_query: unknown, variables: Record<string, unknown> | undefined) => ({
    data: {
      article: found ? { __typename: 'Article', title: `Artículo ${String(variables?.id)}` } : null,
      brand: 'Crecer',
    },
  }));
  const answers = new ServerAnswers(execute);
  const searchParams = new URL(url, 'http://localhost').searchParams;
  await answers.fetch(page.queries({ params: { id: url.split('/').pop() }, searchParams }));
  function Routes() {
    return useRoutes([{ path: '/articulos/:id', element: <page.Component /> }]);
  }
  const renderContext = createRenderContext('https://crecer.example');
  const html = renderToString(
    <ServerAnswersContext.Provider value={answers}>
      <RenderContext.Provider value={renderContext}>
        <SiteHeadContext.Provider value={SITE}>
          <StaticRouter location={url}>
            <Routes />
          </StaticRouter>
        </SiteHeadContext.Provider>
      </RenderContext.Provider>
    </ServerAnswersContext.Provider>,
  );
  return { html, execute, head: renderContext.head };
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
      head: noHead,
    });
    const listed = skipping.queries({ params: {}, searchParams: new URLSearchParams() });
    expect(listed.map((query) => query.skip)).toEqual([true, false]);
  });

  it('fails the server render of a page whose widget reads a query the page did not declare', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const undeclared = definePage({ queries, Component: () => <Brand />, head: noHead });
    await expect(renderAt(undeclared, '/articulos/7')).rejects.toThrow(
      /Brand was read .* no query of the route declares it/,
    );
    const declared = definePage({ queries: () => ({ brand: brandQuery }), Component: () => <Brand />, head: noHead });
    expect((await renderAt(declared, '/articulos/7')).html).toContain('Crecer');
  });

  it('renders the head it computes from the typed results, the location, PUBLIC_URL and the site configuration', async () => {
    const { html, head } = await renderAt(articlePage, '/articulos/7');
    expect(head).toEqual({
      title: 'Artículo 7 | Crecer',
      description: 'https://crecer.example/articulos/7',
      canonicalPath: '/articulos/7',
      image: { src: '/storage/share.png' },
    });
    // Beside the page, which renders as before.
    expect(html).toContain('<h1>Artículo 7</h1>');
  });

  it('renders no head while the head function has nothing to say (a missing article here)', async () => {
    const { head } = await renderAt(articlePage, '/articulos/8', { found: false });
    expect(head).toBeNull();
  });

  it('types a page’s head input as its declared queries too (checked by tsc: npm run typecheck)', () => {
    definePage({
      queries,
      Component: ArticlePage,
      // @ts-expect-error -- the head reads `brand`, which the page does not declare
      head: ({ data }) => simpleHead(data.brand.data?.brand ?? ''),
    });
    definePage({
      queries,
      Component: ArticlePage,
      // @ts-expect-error -- ArticleQuery's answer has no `brand`
      head: ({ data }) => simpleHead(data.article.data?.brand ?? ''),
    });
    // @ts-expect-error -- every public page declares its head
    definePage({ queries, Component: ArticlePage });
    expect(simpleHead('t').title).toBe('t');
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
    definePage({ queries: () => ({ brand: brandQuery }), Component: ArticlePage, head: noHead });
    expect([ReadsUndeclared, ReadsWrongField]).toHaveLength(2);
  });
});
