/**
 * Server rendering of public routes: the same route tree and providers as the
 * browser, a static router for the request URL, and Apollo's prerender that
 * runs every query the tree needs before producing the HTML.
 */
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { preloadDeferredComponents } from './lib/deferredComponent';
import { renderHeadTags } from './head/headTags';
import { createRenderContext } from './head/headTypes';
import { RenderContext } from './head/RenderContext';
import { AppRoutes, preloadRoutes, routeQueriesFor } from './app/routes';
import type { RouteQuery } from './lib/routeQueries';
import { ThemeStyles } from './app/themeStyles';

export interface RenderResult {
  html: string;
  head: string | null;
  status: number;
  /** Build-manifest names of the page modules rendered, so the server can link their chunks and CSS. */
  pageModules: string[];
  /** Render passes the prerender took: 1 when the route declares every query it runs (lib/routeQueries.ts). */
  renderPasses: number;
}

/**
 * Whether every query the last pass rendered had its answer in the cache: a query
 * the cache could not answer is still loading when renderToString returns, since
 * no link answers within a synchronous render.
 */
function everyQueryAnswered(client: ApolloClient): boolean {
  for (const query of client.getObservableQueries('all')) {
    if (query.getCurrentResult().loading) return false;
  }
  return true;
}

/**
 * Runs the route's declared queries together (and those their answers lead to), into
 * the client's cache. A failure is left to the render: its query runs again there
 * and the page shows its error state.
 */
async function prefetch(client: ApolloClient, requests: RouteQuery[]): Promise<void> {
  await Promise.all(
    requests.map(({ query, variables, then }) =>
      client.query({ query, variables }).then(
        ({ data }) => (then && data ? prefetch(client, then(data)) : undefined),
        () => undefined,
      ),
    ),
  );
}

export async function render(url: URL, client: ApolloClient, publicUrl: string): Promise<RenderResult> {
  // The matched page modules are loaded now; so is the code of any deferred widget they hold.
  const handles = await preloadRoutes(url.pathname);
  await Promise.all([preloadDeferredComponents(), prefetch(client, routeQueriesFor(url))]);
  const renderContext = createRenderContext(publicUrl, 200);
  const tree = (
    <RenderContext.Provider value={renderContext}>
      <AppRoot client={client}>
        <StaticRouter location={url.pathname + url.search}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>
    </RenderContext.Provider>
  );
  // prerenderStatic renders again whenever a pass created a query, even one the cache
  // answered; a pass in which every query had its answer is final, so its HTML is reused.
  let renderPasses = 0;
  let finalHtml: string | null = null;
  const { result } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: (element) => {
      if (finalHtml !== null) return finalHtml;
      renderPasses += 1;
      const html = renderToString(element);
      if (everyQueryAnswered(client)) finalHtml = html;
      return html;
    },
  });
  return {
    html: result,
    head: renderContext.head ? renderHeadTags(renderContext.head, publicUrl) : null,
    status: renderContext.status,
    pageModules: handles.flatMap((handle) => handle.module ?? []),
    renderPasses,
  };
}

/**
 * Mantine's theme variables and global classes as two <style> elements for the page head
 * (app/themeStyles.tsx). The variables' selectors are doubled (`:root:root`): the admin's
 * full Mantine stylesheet arrives after the head and declares the default variables on
 * `:root` again, which would otherwise win by coming later.
 */
export function themeStyles(): string {
  return renderToStaticMarkup(<ThemeStyles />).replace(/:root(?=[,[{])/g, ':root:root');
}
