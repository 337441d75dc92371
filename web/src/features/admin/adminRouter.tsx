import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { adminPaths } from './adminPaths';
import { NotFoundPage } from '../../components/NotFoundPage';
import { AdminRoot } from './AdminRoot/AdminRoot';
import { RequireAdmin } from './auth/RequireAdmin';

const ADMIN_PREFIX = `${paths.admin.path}/`;

/** An admin path relative to /admin, as the routes below the `/admin` route are matched. */
function underAdmin(path: string): string {
  if (!path.startsWith(ADMIN_PREFIX)) throw new Error(`${path} is not an admin path`);
  return path.slice(ADMIN_PREFIX.length);
}

/** A screen whose code is downloaded when it is first shown. */
function screen(load: () => Promise<ComponentType>) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return <Screen />;
}

/** Routes for one or more paths that show the same screen (new and edit forms). */
function screenAt(screenPaths: string[], element: RouteObject['element']): RouteObject[] {
  return screenPaths.map((path) => ({ path: underAdmin(path), element }));
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

/** The admin's routes; `publicLayout` frames the previews of articles and guides as the public site does. */
function adminRoutes(publicLayout: ReactNode): RouteObject[] {
  return [
    {
      path: paths.admin.path,
      // Moving between screens keeps the current one on screen until the next one's code has
      // arrived (the data router renders navigations as transitions); the loader shows while
      // the first one loads.
      element: (
        <Suspense
          fallback={
            <Center h="100vh">
              <Loader aria-label="Cargando" />
            </Center>
          }
        >
          <AdminRoot />
        </Suspense>
      ),
      children: [
        {
          element: <RequireAdmin>{publicLayout}</RequireAdmin>,
          children: [
            ...screenAt(
              [adminPaths.articlePreview.path],
              screen(() => import('./preview/ArticlePreviewPage').then((m) => m.ArticlePreviewPage)),
            ),
            ...screenAt(
              [adminPaths.guidePreview.path],
              screen(() => import('./preview/GuidePreviewPage').then((m) => m.GuidePreviewPage)),
            ),
          ],
        },
        {
          path: underAdmin(adminPaths.login.path),
          element: screen(() => import('./auth/AdminLoginPage').then((m) => m.AdminLoginPage)),
        },
        {
          path: underAdmin(adminPaths.logout.path),
          element: screen(() => import('./auth/LogoutPage').then((m) => m.LogoutPage)),
        },
        {
          path: underAdmin(adminPaths.forgotPassword.path),
          element: screen(() => import('./password/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
        },
        {
          path: underAdmin(adminPaths.resetPassword.path),
          element: screen(() => import('./password/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
        },
        {
          element: screen(() => import('./layout/AdminLayout/AdminLayout').then((m) => m.AdminLayout)),
          children: [
            { index: true, element: screen(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)) },
            ...screenAt(
              [adminPaths.articles.path],
              screen(() => import('./articles/ArticlesListPage').then((m) => m.ArticlesListPage)),
            ),
            ...screenAt(
              [adminPaths.articleNew.path, adminPaths.articleEdit.path],
              screen(() => import('./articles/ArticleFormPage').then((m) => m.ArticleFormPage)),
            ),
            ...screenAt(
              [adminPaths.guides.path],
              screen(() => import('./guides/GuidesListPage').then((m) => m.GuidesListPage)),
            ),
            ...screenAt(
              [adminPaths.guideNew.path, adminPaths.guideEdit.path],
              screen(() => import('./guides/GuideFormPage').then((m) => m.GuideFormPage)),
            ),
            ...screenAt(
              [adminPaths.contentStats.path],
              screen(() => import('./stats/ContentStatsPage').then((m) => m.ContentStatsPage)),
            ),
            ...screenAt(
              [adminPaths.analytics.path],
              screen(() => import('./analytics/AnalyticsPage').then((m) => m.AnalyticsPage)),
            ),
            ...screenAt(
              [adminPaths.games.path],
              screen(() => import('./games/GameQuestionsListPage').then((m) => m.GameQuestionsListPage)),
            ),
            ...screenAt(
              [adminPaths.gameNew.path, adminPaths.gameEdit.path],
              screen(() => import('./games/GameQuestionFormPage').then((m) => m.GameQuestionFormPage)),
            ),
            ...screenAt(
              [adminPaths.puzzleWords.path],
              screen(() => import('./puzzle/PuzzleWordsListPage').then((m) => m.PuzzleWordsListPage)),
            ),
            ...screenAt(
              [adminPaths.puzzleWordNew.path, adminPaths.puzzleWordEdit.path],
              screen(() => import('./puzzle/PuzzleWordFormPage').then((m) => m.PuzzleWordFormPage)),
            ),
            ...screenAt(
              [adminPaths.categories.path],
              screen(() => import('./categories/CategoriesPage').then((m) => m.CategoriesPage)),
            ),
            ...screenAt(
              [adminPaths.messages.path],
              screen(() => import('./messages/ContactMessagesPage').then((m) => m.ContactMessagesPage)),
            ),
            ...screenAt(
              [adminPaths.subscribers.path],
              screen(() => import('./newsletter/SubscribersPage').then((m) => m.SubscribersPage)),
            ),
            ...screenAt(
              [adminPaths.orders.path],
              screen(() => import('./orders/OrdersPage').then((m) => m.OrdersPage)),
            ),
            ...screenAt(
              [adminPaths.settings.path],
              screen(() => import('./settings/GeneralSettingsPage').then((m) => m.GeneralSettingsPage)),
            ),
            ...screenAt(
              [adminPaths.settingsAboutMe.path],
              screen(() => import('./settings/AboutMeSettingsPage').then((m) => m.AboutMeSettingsPage)),
            ),
            ...screenAt(
              [adminPaths.settingsWhatsApp.path],
              screen(() => import('./settings/WhatsAppSettingsPage').then((m) => m.WhatsAppSettingsPage)),
            ),
            ...screenAt(
              [adminPaths.changePassword.path],
              screen(() => import('./password/ChangePasswordPage').then((m) => m.ChangePasswordPage)),
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
 * @param publicLayout the public site's layout (header, back bar, footer),
 * handed in by the admin's entry: features do not import app/.
 */
export function adminRouteTable(publicLayout: ReactNode): RouteObject[] {
  return [...adminRoutes(publicLayout), { path: '*', loader: loadPublicPage }];
}

/**
 * The admin, client-only, on react-router's data router: its useBlocker holds
 * navigations away from unsaved changes (shared/useUnsavedChangesGuard.ts).
 */
export function createAdminRouter(publicLayout: ReactNode) {
  return createBrowserRouter(adminRouteTable(publicLayout));
}
