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
import { ServerAnswers } from './lib/serverAnswers';
import { ServerAnswersContext } from './lib/serverAnswersContext';
import { ThemeStyles } from './app/themeStyles';
import type { EntryServer, ExecuteQuery, RenderResult } from '@crecer/domain/renderContract';

/**
 * The providers need an Apollo Client (mutation hooks take theirs from it), but
 * nothing on the server runs through it: queries are answered from the render's
 * answers, and mutations only run in the browser. One inert client serves every render.
 */
const serverClient = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/**
 * One pass: the route's declared queries (lib/page/definePage.tsx) and those
 * their answers lead to are answered before the render, and a component that
 * reads anything else fails the render (UndeclaredQueryError).
 */
export async function render(url: URL, execute: ExecuteQuery, publicUrl: string): Promise<RenderResult> {
  const answers = new ServerAnswers(execute);
  // The matched page modules are loaded now; so is the code of any deferred widget they hold.
  const handles = await preloadRoutes(url.pathname);
  await Promise.all([preloadDeferredComponents(), answers.fetch(routeQueriesFor(url))]);
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
  return {
    html,
    head: renderContext.head ? renderHeadTags(renderContext.head, publicUrl) : null,
    status: renderContext.status,
    pageModules: handles.flatMap((handle) => handle.module ?? []),
    data: JSON.stringify(answers.shipped()),
    startAtOnce: renderContext.startAtOnce,
    answers: answers.rendered(),
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

// This module is the render contract's web side (domain/src/renderContract.ts): a change to either fails the typecheck here.
const _implementsContract: EntryServer = { render, themeStyles };
