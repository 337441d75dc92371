import type { ApolloClient } from '@apollo/client';
import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { adminPaths } from './adminPaths';
import { NotFoundPage } from '../../components/NotFoundPage';
import { AdminRoot } from './AdminRoot/AdminRoot';
import { RequireAdmin } from './auth/RequireAdmin';
import { createSessionBridge, type SessionBridge } from './auth/sessionBridge';
import { createAdminApolloClient } from './apollo/adminApolloClient';
import { screenData } from './routeData/screenData';
import { createScreenLoaders } from './routeData/screenLoader';
import { ScreenVisit } from './routeData/ScreenVisit';

const ADMIN_PREFIX = `${paths.admin.path}/`;

/** An admin path relative to /admin, as the routes below the `/admin` route are matched. */
function underAdmin(path: string): string {
  if (!path.startsWith(ADMIN_PREFIX)) throw new Error(`${path} is not an admin path`);
  return path.slice(ADMIN_PREFIX.length);
}

/** A route's screen, its code downloaded when the route is first visited. */
function lazyScreen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Screen = await load();
      return {
        Component: () => (
          <ScreenVisit>
            <Screen />
          </ScreenVisit>
        ),
      };
    },
  };
}

/**
 * Routes for one or more paths that show the same screen (new and edit forms). Its code is
 * the route's `lazy` part and its first queries the route's loader: the router starts both
 * as the navigation starts and shows the screen when both have arrived.
 */
function screenAt(
  screenPaths: string[],
  load: () => Promise<ComponentType>,
  loader?: RouteObject['loader'],
): RouteObject[] {
  return screenPaths.map((path) => ({
    path: underAdmin(path),
    loader,
    ...lazyScreen(load),
  }));
}

/**
 * A page of the public site reached from the admin (a link in a preview's
 * header, 'Volver al sitio'): the public site is another build, so the
 * browser loads the page. The promise never settles: the admin stays on
 * screen until the browser leaves it.
 */
function loadPublicPage({ request }: LoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => undefined);
}

/** What the routes need besides the screens: the public layout (previews) and the admin's Apollo Client. */
export interface AdminRouteSetup {
  /** The public site's layout (header, back bar, footer), which frames the previews of articles and guides. */
  publicLayout: ReactNode;
  client: ApolloClient;
  session: SessionBridge;
}

/** The admin's routes. */
function adminRoutes({ publicLayout, client, session }: AdminRouteSetup): RouteObject[] {
  const load = createScreenLoaders(client);
  const loading = (
    <Center h="100vh">
      <Loader aria-label="Cargando" />
    </Center>
  );
  return [
    {
      path: paths.admin.path,
      // Moving between screens keeps the current one on screen until the next one's code has
      // arrived (the data router renders navigations as transitions); the loader shows while
      // the first one loads.
      element: (
        <Suspense fallback={loading}>
          <AdminRoot client={client} session={session} />
        </Suspense>
      ),
      // The first screen's code and data are loading: nothing of the admin has rendered yet.
      hydrateFallbackElement: loading,
      children: [
        {
          element: <RequireAdmin>{publicLayout}</RequireAdmin>,
          children: [
            ...screenAt(
              [adminPaths.articlePreview.path],
              () => import('./preview/ArticlePreviewPage').then((m) => m.ArticlePreviewPage),
              load(screenData.articlePreview),
            ),
            ...screenAt(
              [adminPaths.guidePreview.path],
              () => import('./preview/GuidePreviewPage').then((m) => m.GuidePreviewPage),
              load(screenData.guidePreview),
            ),
          ],
        },
        {
          path: underAdmin(adminPaths.login.path),
          ...lazyScreen(() => import('./auth/AdminLoginPage').then((m) => m.AdminLoginPage)),
        },
        {
          path: underAdmin(adminPaths.logout.path),
          ...lazyScreen(() => import('./auth/LogoutPage').then((m) => m.LogoutPage)),
        },
        {
          path: underAdmin(adminPaths.forgotPassword.path),
          ...lazyScreen(() => import('./password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
        },
        {
          path: underAdmin(adminPaths.resetPassword.path),
          ...lazyScreen(() => import('./password/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
        },
        {
          ...lazyScreen(() => import('./layout/AdminLayout/AdminLayout').then((m) => m.AdminLayout)),
          children: [
            {
              index: true,
              loader: load(screenData.dashboard),
              ...lazyScreen(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
            },
            ...screenAt(
              [adminPaths.articles.path],
              () => import('./articles/ArticlesListPage').then((m) => m.ArticlesListPage),
              load(screenData.articles),
            ),
            ...screenAt(
              [adminPaths.articleNew.path, adminPaths.articleEdit.path],
              () => import('./articles/ArticleFormPage').then((m) => m.ArticleFormPage),
              load(screenData.articleForm),
            ),
            ...screenAt(
              [adminPaths.guides.path],
              () => import('./guides/GuidesListPage').then((m) => m.GuidesListPage),
              load(screenData.guides),
            ),
            ...screenAt(
              [adminPaths.guideNew.path, adminPaths.guideEdit.path],
              () => import('./guides/GuideFormPage').then((m) => m.GuideFormPage),
              load(screenData.guideForm),
            ),
            ...screenAt(
              [adminPaths.contentStats.path],
              () => import('./stats/ContentStatsPage').then((m) => m.ContentStatsPage),
              load(screenData.contentStats),
            ),
            ...screenAt(
              [adminPaths.analytics.path],
              () => import('./analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
              load(screenData.analytics),
            ),
            ...screenAt(
              [adminPaths.games.path],
              () => import('./games/GameQuestionsListPage').then((m) => m.GameQuestionsListPage),
              load(screenData.games),
            ),
            ...screenAt(
              [adminPaths.gameNew.path, adminPaths.gameEdit.path],
              () => import('./games/GameQuestionFormPage').then((m) => m.GameQuestionFormPage),
              load(screenData.gameForm),
            ),
            ...screenAt(
              [adminPaths.puzzleWords.path],
              () => import('./puzzle/PuzzleWordsListPage').then((m) => m.PuzzleWordsListPage),
              load(screenData.puzzleWords),
            ),
            ...screenAt(
              [adminPaths.puzzleWordNew.path, adminPaths.puzzleWordEdit.path],
              () => import('./puzzle/PuzzleWordFormPage').then((m) => m.PuzzleWordFormPage),
              load(screenData.puzzleWordForm),
            ),
            ...screenAt(
              [adminPaths.categories.path],
              () => import('./categories/CategoriesPage').then((m) => m.CategoriesPage),
              load(screenData.categories),
            ),
            ...screenAt(
              [adminPaths.messages.path],
              () => import('./messages/ContactMessagesPage').then((m) => m.ContactMessagesPage),
              load(screenData.messages),
            ),
            ...screenAt(
              [adminPaths.subscribers.path],
              () => import('./newsletter/SubscribersPage').then((m) => m.SubscribersPage),
              load(screenData.subscribers),
            ),
            ...screenAt(
              [adminPaths.orders.path],
              () => import('./orders/OrdersPage').then((m) => m.OrdersPage),
              load(screenData.orders),
            ),
            ...screenAt(
              [adminPaths.settings.path],
              () => import('./settings/GeneralSettingsPage').then((m) => m.GeneralSettingsPage),
              load(screenData.settings),
            ),
            ...screenAt(
              [adminPaths.settingsAboutMe.path],
              () => import('./settings/AboutMeSettingsPage').then((m) => m.AboutMeSettingsPage),
              load(screenData.settingsAboutMe),
            ),
            ...screenAt(
              [adminPaths.settingsWhatsApp.path],
              () => import('./settings/WhatsAppSettingsPage').then((m) => m.WhatsAppSettingsPage),
              load(screenData.settingsWhatsApp),
            ),
            ...screenAt([adminPaths.changePassword.path], () =>
              import('./password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
            ),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Every /admin screen (login included), then every other path. No basename:
 * a link to the public site ('/', '/articulos') keeps its path, and the last
 * route loads that page.
 *
 * The public layout is handed in by the admin's entry: features do not import app/.
 */
export function adminRouteTable(setup: AdminRouteSetup): RouteObject[] {
  return [...adminRoutes(setup), { path: '*', loader: loadPublicPage }];
}

/**
 * The admin, client-only, on react-router's data router: its useBlocker holds
 * navigations away from unsaved changes (shared/useUnsavedChangesGuard.ts).
 */
export function createAdminRouter(publicLayout: ReactNode) {
  const session = createSessionBridge();
  const client = createAdminApolloClient(session.hooks);
  return createBrowserRouter(adminRouteTable({ publicLayout, client, session }));
}
