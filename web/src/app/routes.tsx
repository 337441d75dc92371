import type { ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { paths } from '../config/paths';
import { preloadableLazy } from '../lib/preloadableLazy';
import { siteConfigurationQuery } from '../features/siteConfig/useSiteConfig';
import { PublicLayout } from './PublicLayout';
import type { RouteQueries, RouteQuery } from '../lib/routeQueries';

/**
 * Every public page module, each its own chunk (Vite turns each glob entry into a dynamic import):
 * its page component, and the queries it renders with as `routeQueries` (lib/routeQueries.ts).
 * The admin (/admin and below) is not here: it is a build of its own (src/entry-admin.tsx).
 */
const publicPages = import.meta.glob<Record<string, ComponentType | RouteQueries | undefined>>([
  '../features/**/*Page.tsx',
  '!../features/admin/**',
]);

/** What the server and the browser need to know about the code a route renders. */
export interface RouteHandle {
  /** Loads the route's code, so that it renders without suspending. */
  preload(): Promise<void>;
  /** A public page's module as Vite's build manifest names it (relative to web/), to link its chunks and CSS. */
  module?: string;
  /** The queries the route renders with (known once its code is loaded): see lib/routeQueries.ts. */
  queries?: RouteQueries;
}

/**
 * A public page route: a visit downloads the layout and the page it shows,
 * nothing more, and the server links that page's chunks and stylesheets in the
 * HTML so the browser fetches them in parallel instead of one import at a time.
 */
function page(modulePath: string, exportName: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = publicPages[modulePath];
  if (!load) throw new Error(`No public page module at ${modulePath}`);
  let queries: RouteQueries | undefined;
  const { Component, preload } = preloadableLazy(() =>
    load().then((module) => {
      const component = module[exportName] as ComponentType | undefined;
      if (!component) throw new Error(`${modulePath} does not export ${exportName}`);
      queries = module.routeQueries as RouteQueries | undefined;
      return component;
    }),
  );
  const handle: RouteHandle = {
    module: modulePath.replace(/^\.\.\//, 'src/'),
    preload,
    queries: (location) => queries?.(location) ?? [],
  };
  return { handle, element: <Component /> };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // The footer's and the page heads' configuration.
    handle: { preload: async () => {}, queries: () => [siteConfigurationQuery] } satisfies RouteHandle,
    children: [
      { path: paths.home.path, ...page('../features/home/HomePage.tsx', 'HomePage') },
      { path: paths.aboutMe.path, ...page('../features/about/AboutMePage/AboutMePage.tsx', 'AboutMePage') },
      {
        path: paths.purchaseSuccess.path,
        ...page('../features/purchase/PurchaseSuccessPage/PurchaseSuccessPage.tsx', 'PurchaseSuccessPage'),
      },
      { path: paths.articles.path, ...page('../features/articles/ArticlesPage.tsx', 'ArticlesPage') },
      { path: paths.article.path, ...page('../features/articles/ArticleDetailPage.tsx', 'ArticleDetailPage') },
      { path: paths.guides.path, ...page('../features/guides/GuidesPage.tsx', 'GuidesPage') },
      { path: paths.guide.path, ...page('../features/guides/GuideDetailPage.tsx', 'GuideDetailPage') },
      { path: paths.games.path, ...page('../features/games/hub/GamesHubPage.tsx', 'GamesHubPage') },
      { path: paths.game.path, ...page('../features/games/GamePage.tsx', 'GamePage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The handles of the routes `pathname` matches, outermost first. */
function matchedRouteHandles(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as RouteHandle | undefined) ?? []);
}

/** The queries the routes `url` matches render with, once their code is loaded (preloadRoutes). */
export function routeQueriesFor(url: URL): RouteQuery[] {
  return (matchRoutes(routes, url.pathname) ?? []).flatMap(
    ({ route, params }) =>
      (route.handle as RouteHandle | undefined)?.queries?.({ params, searchParams: url.searchParams }) ?? [],
  );
}

/** Loads the code of every route `pathname` shows, so the first render (server or hydration) does not suspend. */
export async function preloadRoutes(pathname: string): Promise<RouteHandle[]> {
  const handles = matchedRouteHandles(pathname);
  await Promise.all(handles.map((handle) => handle.preload()));
  return handles;
}

/**
 * The page for the current location. Navigations render as transitions, so
 * the page on screen stays until the next one's code has arrived, and a first
 * render (server or hydration) has its code preloaded (preloadRoutes).
 *
 * No Suspense boundary around it: React hydrates a boundary's server HTML in a
 * later pass, after the effects outside it have run, so taps kept before
 * hydration (earlyClicks.ts) would be replayed on buttons not yet hydrated.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
