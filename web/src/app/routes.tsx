import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { paths } from '../config/paths';
import { preloadableLazy } from '../lib/preloadableLazy';
import type { PublicPage } from '../lib/page/definePage';
import type { PageQuery, RouteLocation } from '../lib/page/pageQuery';
import { siteConfigurationQuery } from '../features/siteConfig/useSiteConfig';
import { PublicLayout } from './PublicLayout';

/**
 * Every public page module, each its own chunk (Vite turns each glob entry into a dynamic import),
 * exporting its page as definePage declares it (lib/page/definePage.tsx).
 * The admin (/admin and below) is not here: it is a build of its own (src/entry-admin.tsx).
 */
const publicPages = import.meta.glob<Record<string, PublicPage | undefined>>([
  '../features/**/*Page.tsx',
  '!../features/admin/**',
]);

/** What the server and the browser need to know about the code a route renders. */
export interface RouteHandle {
  /** Loads the route's code, so that it renders without suspending. */
  preload(): Promise<void>;
  /** A public page's module as Vite's build manifest names it (relative to web/), to link its chunks and CSS. */
  module?: string;
  /** The queries the route renders with (a page's are known once its code is loaded): see lib/page/definePage.tsx. */
  queries?: (location: RouteLocation) => PageQuery[];
}

/**
 * A public page route: a visit downloads the layout and the page it shows,
 * nothing more, and the server links that page's chunks and stylesheets in the
 * HTML so the browser fetches them in parallel instead of one import at a time.
 */
function page(modulePath: string, exportName: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = publicPages[modulePath];
  if (!load) throw new Error(`No public page module at ${modulePath}`);
  let loaded: PublicPage | undefined;
  const { Component, preload } = preloadableLazy(() =>
    load().then((module) => {
      loaded = module[exportName];
      if (!loaded) throw new Error(`${modulePath} does not export ${exportName}`);
      return loaded.Component;
    }),
  );
  const handle: RouteHandle = {
    module: modulePath.replace(/^\.\.\//, 'src/'),
    preload,
    queries: (location) => loaded?.queries(location) ?? [],
  };
  return { handle, element: <Component /> };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // The footer's and the page heads' configuration.
    handle: { preload: async () => {}, queries: () => [siteConfigurationQuery] } satisfies RouteHandle,
    children: [
      { path: paths.home.path, ...page('../features/home/HomePage.tsx', 'homePage') },
      { path: paths.aboutMe.path, ...page('../features/about/AboutMePage/AboutMePage.tsx', 'aboutMePage') },
      { path: paths.privacy.path, ...page('../features/privacy/PrivacyPage.tsx', 'privacyPage') },
      {
        path: paths.purchaseSuccess.path,
        ...page('../features/purchase/PurchaseSuccessPage/PurchaseSuccessPage.tsx', 'purchaseSuccessPage'),
      },
      { path: paths.articles.path, ...page('../features/articles/ArticlesPage.tsx', 'articlesPage') },
      { path: paths.article.path, ...page('../features/articles/ArticleDetailPage.tsx', 'articleDetailPage') },
      { path: paths.guides.path, ...page('../features/guides/GuidesPage.tsx', 'guidesPage') },
      { path: paths.guide.path, ...page('../features/guides/GuideDetailPage.tsx', 'guideDetailPage') },
      { path: paths.games.path, ...page('../features/games/hub/GamesHubPage.tsx', 'gamesHubPage') },
      { path: paths.game.path, ...page('../features/games/GamePage.tsx', 'gamePage') },
      {
        path: paths.confirmSubscription.path,
        ...page('../features/newsletter/ConfirmSubscriptionPage.tsx', 'confirmSubscriptionPage'),
      },
      { path: paths.unsubscribe.path, ...page('../features/newsletter/UnsubscribePage.tsx', 'unsubscribePage') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The handles of the routes `pathname` matches, outermost first. */
function matchedRouteHandles(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as RouteHandle | undefined) ?? []);
}

/** The queries the routes `url` matches render with, once their code is loaded (preloadRoutes). */
export function routeQueriesFor(url: URL): PageQuery[] {
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
