/**
 * Server rendering of public routes: the same route tree and providers as the
 * browser, a static router for the request URL, and the page's queries
 * answered before the render (lib/serverAnswers.ts).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { preloadDeferredComponents } from './lib/deferredComponent';
import { renderHeadTags } from './head/headTags';
import { createRenderContext } from './head/headTypes';
import { RenderContext } from './head/RenderContext';
import { AppRoutes, preloadRoutes, routeQueriesFor } from './app/routes';
import { ServerAnswers, type ExecuteQuery, type RenderedAnswer } from './lib/serverAnswers';
import { ServerAnswersContext } from './lib/serverAnswersContext';
import { ThemeStyles } from './app/themeStyles';

export type { ExecuteQuery, RenderedAnswer };

export interface RenderResult {
  html: string;
  head: string | null;
  status: number;
  /** Build-manifest names of the page modules rendered, so the server can link their chunks and CSS. */
  pageModules: string[];
  /** Render passes taken: 1 when the route declares every query it runs (lib/routeQueries.ts). */
  renderPasses: number;
  /** The answers the browser needs to hydrate, by answer key (lib/shippedAnswers.ts reads them). */
  shippedAnswers: Record<string, unknown>;
  /** The queries rendered with and their data, for the page cache's tags. */
  answers: RenderedAnswer[];
}

/**
 * A page whose queries lead to further queries renders once per round; past
 * this many the page is sent as it stands, its last queries still loading
 * (the browser fetches them), rather than rendering without end.
 */
const MAX_RENDER_PASSES = 5;

/**
 * The providers need an Apollo Client (mutation hooks take theirs from it), but
 * nothing on the server runs through it: queries are answered from the render's
 * answers, and mutations only run in the browser. One inert client serves every render.
 */
const serverClient = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

export async function render(url: URL, execute: ExecuteQuery, publicUrl: string): Promise<RenderResult> {
  const answers = new ServerAnswers(execute);
  // The matched page modules are loaded now; so is the code of any deferred widget they hold.
  const handles = await preloadRoutes(url.pathname);
  await Promise.all([preloadDeferredComponents(), answers.fetch(routeQueriesFor(url))]);
  for (let renderPasses = 1; ; renderPasses += 1) {
    const renderContext = createRenderContext(publicUrl, 200);
    const html = renderToString(
      <ServerAnswersContext.Provider value={answers}>
        <RenderContext.Provider value={renderContext}>
          <AppRoot client={serverClient}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppRoot>
        </RenderContext.Provider>
      </ServerAnswersContext.Provider>,
    );
    // A query the route did not declare was rendered as loading: fetch it and render again.
    if (renderPasses < MAX_RENDER_PASSES && (await answers.fetchWanted())) continue;
    return {
      html,
      head: renderContext.head ? renderHeadTags(renderContext.head, publicUrl) : null,
      status: renderContext.status,
      pageModules: handles.flatMap((handle) => handle.module ?? []),
      renderPasses,
      shippedAnswers: answers.shipped(),
      answers: answers.rendered(),
    };
  }
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
