import { ApolloClient, ApolloLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { parse, type FormattedExecutionResult } from 'graphql';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRenderContext } from '../../head/headTypes';
import { RenderContext } from '../../head/RenderContext';
import { SiteHeadContext, type SiteHeadValues } from '../../head/SiteHeadContext';
import { pageQuery } from '../../lib/page/pageQuery';
import { ServerAnswers } from '../../lib/serverAnswers';
import { ServerAnswersContext } from '../../lib/serverAnswersContext';
import { defineContentDetailPage } from './ContentDetail';
import type { PublicContentKind } from './contentKind';

interface ItemData {
  item: { id: string; title: string } | null;
}
const ItemQuery = parse('query Item($id: ID!) { item(id: $id) { id title } }') as TypedDocumentNode<
  ItemData,
  { id: string }
>;

const KIND: PublicContentKind = {
  type: 'ARTICLE',
  paths: { list: '/cosas', detail: (id) => `/cosas/${id}` },
  shareImageKey: 'share_things',
  detail: {
    loading: 'Cargando cosa',
    errorTitle: 'Error al Cargar la Cosa',
    errorMessage: () => 'No se pudo cargar la cosa.',
    notFoundTitle: 'Cosa no Encontrada',
    notFoundLines: ['La cosa no existe.'],
    backLabel: 'Volver a Cosas',
  },
  list: {
    title: 'Cosas',
    description: 'Cosas.',
    keywords: 'cosas',
    searchLabel: 'Buscar cosas',
    searchPlaceholder: 'Buscar',
    loadingLabel: 'Cargando cosas',
    errorTitle: 'Error',
    errorText: 'Error.',
    emptyMessage: 'No hay cosas.',
    reportError: () => {},
    reportCategoriesError: () => {},
  },
};

const thingPage = defineContentDetailPage({
  kind: KIND,
  query: (id, options) => pageQuery(ItemQuery, { id }, options),
  select: (data) => data.item,
  render: (item) => <h1>{item.title}</h1>,
  head: (item, publicUrl, fallbackImage) => ({
    title: item.title,
    description: `${publicUrl}/cosas/${item.id}`,
    canonicalPath: `/cosas/${item.id}`,
    image: fallbackImage,
  }),
});

/** Only the site's general share image is configured: the kind's own key is empty. */
const SITE: SiteHeadValues = {
  text: () => '',
  image: (key) => (key === 'site_og_image_url' ? { src: '/storage/general.png' } : null),
};

/** Mutation hooks (the recorded view) take their client from context; nothing runs through it on the server. */
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/** The server render of /cosas/:id with the declared query answered by `answer`. */
async function renderAt(id: string, answer: () => FormattedExecutionResult) {
  const execute = vi.fn(async () => answer());
  const answers = new ServerAnswers(execute);
  await answers.fetch(thingPage.queries({ params: { id }, searchParams: new URLSearchParams() }));
  function Routes() {
    return useRoutes([{ path: '/cosas/:id', element: <thingPage.Component /> }]);
  }
  const renderContext = createRenderContext('https://crecer.example');
  const html = renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>
        <ServerAnswersContext.Provider value={answers}>
          <RenderContext.Provider value={renderContext}>
            <SiteHeadContext.Provider value={SITE}>
              <StaticRouter location={`/cosas/${id}`}>
                <Routes />
              </StaticRouter>
            </SiteHeadContext.Provider>
          </RenderContext.Provider>
        </ServerAnswersContext.Provider>
      </MantineProvider>
    </ApolloProvider>,
  );
  return { html, head: renderContext.head, status: renderContext.status, execute };
}

describe('defineContentDetailPage', () => {
  it('renders the item with the kind’s head, the site’s general share image standing in for the kind’s', async () => {
    const { html, head, status } = await renderAt('7', () => ({ data: { item: { id: '7', title: 'Una cosa' } } }));
    expect(html).toContain('<h1>Una cosa</h1>');
    expect(status).toBe(200);
    expect(head).toEqual({
      title: 'Una cosa',
      description: 'https://crecer.example/cosas/7',
      canonicalPath: '/cosas/7',
      image: { src: '/storage/general.png' },
    });
  });

  it('answers a missing item with 404 and the not-found page’s noindex head', async () => {
    const { html, head, status } = await renderAt('8', () => ({ data: { item: null } }));
    expect(html).toContain('La cosa no existe.');
    expect(status).toBe(404);
    expect(head).toEqual({
      title: 'Cosa no Encontrada | Crecer en Familia',
      description: 'Cosa no Encontrada',
      canonicalPath: '/cosas/8',
      noindex: true,
    });
  });

  it('treats an id that cannot name an item as not found, without asking', async () => {
    const { head, status, execute } = await renderAt('abc', () => ({ data: { item: null } }));
    expect(execute).not.toHaveBeenCalled();
    expect(status).toBe(404);
    expect(head).toMatchObject({ title: 'Cosa no Encontrada | Crecer en Familia', noindex: true });
  });

  it('answers a failed read with 500 and the error page’s noindex head', async () => {
    const { html, head, status } = await renderAt('9', () => ({ errors: [{ message: 'boom' }] }));
    expect(html).toContain('No se pudo cargar la cosa.');
    expect(status).toBe(500);
    expect(head).toEqual({
      title: 'Error al Cargar la Cosa | Crecer en Familia',
      description: 'Error al Cargar la Cosa',
      canonicalPath: '/cosas/9',
      noindex: true,
    });
  });
});
