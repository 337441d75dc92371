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
import { AppRoutes, preloadRoutes } from './app/routes';
import { ThemeStyles } from './app/themeStyles';

export interface RenderResult {
  html: string;
  head: string | null;
  status: number;
  /** Build-manifest names of the page modules rendered, so the server can link their chunks and CSS. */
  pageModules: string[];
}

export async function render(url: URL, client: ApolloClient, publicUrl: string): Promise<RenderResult> {
  // The matched page modules are loaded now; so is the code of any deferred widget they hold.
  const handles = await preloadRoutes(url.pathname);
  await preloadDeferredComponents();
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
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToString });
  return {
    html: result,
    head: renderContext.head ? renderHeadTags(renderContext.head, publicUrl) : null,
    status: renderContext.status,
    pageModules: handles.flatMap((handle) => handle.module ?? []),
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
