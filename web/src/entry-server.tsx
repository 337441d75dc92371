/**
 * Server rendering of public routes: the same route tree and providers as the
 * browser, a static router for the request URL, and Apollo's prerender that
 * runs every query the tree needs before producing the HTML.
 */
import type { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadDeferredComponents } from './app/deferredComponent';
import { renderHeadTags } from './app/head/headTags';
import { createRenderContext } from './app/head/headTypes';
import { RenderContext } from './app/head/RenderContext';
import { routes, type PageHandle } from './app/routes';

export interface RenderResult {
  html: string;
  head: string | null;
  status: number;
  /** Build-manifest names of the page modules rendered, so the server can link their chunks and CSS. */
  pageModules: string[];
  /** Set when the router answered with a redirect instead of a page. */
  redirect?: { status: number; location: string };
}

export async function render(request: Request, client: ApolloClient, publicUrl: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      html: '',
      head: null,
      status: context.status,
      pageModules: [],
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  // The matched page modules are loaded now; so is the code of any deferred widget they hold.
  await preloadDeferredComponents();
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderContext = createRenderContext(publicUrl, context.statusCode || 200);
  const tree = (
    <RenderContext.Provider value={renderContext}>
      <AppProviders client={client}>
        {/* No inline hydration script (CSP forbids inline scripts); the client rebuilds router state itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </RenderContext.Provider>
  );
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToString });
  return {
    html: result,
    head: renderContext.head ? renderHeadTags(renderContext.head, publicUrl) : null,
    status: renderContext.status,
    pageModules: context.matches.flatMap((match) => (match.route.handle as PageHandle | undefined)?.module ?? []),
  };
}
