import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { paths } from './paths';
import { PublicLayout } from './PublicLayout';

/** Every public page module, each its own chunk (Vite turns each glob entry into a dynamic import). */
const publicPages = import.meta.glob<Record<string, ComponentType>>([
  '../features/**/*Page.tsx',
  '!../features/admin/**',
]);

/** What the server needs to know about the page a route renders (see `pageModules` in entry-server). */
export interface PageHandle {
  /** The page's module as Vite's build manifest names it (relative to web/), to preload its chunks and CSS. */
  module: string;
}

/**
 * A public page route: a visit downloads the layout and the page it shows,
 * nothing more, and the server links that page's chunks and stylesheets in the
 * HTML so the browser fetches them in parallel instead of one import at a time.
 */
function page(modulePath: string, exportName: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = publicPages[modulePath];
  if (!load) throw new Error(`No public page module at ${modulePath}`);
  const handle: PageHandle = { module: modulePath.replace(/^\.\.\//, 'src/') };
  return {
    handle,
    lazy: () =>
      load().then((module) => {
        const Component = module[exportName];
        if (!Component) throw new Error(`${modulePath} does not export ${exportName}`);
        return { Component };
      }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
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
  // Admin: every screen is its own lazy chunk, so public visitors never download admin code.
  {
    lazy: () => import('../features/admin/AdminRoot/AdminRoot').then((m) => ({ Component: m.AdminRoot })),
    children: [
      {
        path: paths.adminLogin.path,
        lazy: () => import('../features/admin/auth/AdminLoginPage').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        path: paths.admin.path,
        lazy: () =>
          import('../features/admin/layout/AdminLayout/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/admin/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: paths.adminArticles.path,
            lazy: () =>
              import('../features/admin/articles/ArticlesListPage').then((m) => ({ Component: m.ArticlesListPage })),
          },
          ...[paths.adminArticleNew.path, paths.adminArticleEdit.path].map((path) => ({
            path,
            lazy: () =>
              import('../features/admin/articles/ArticleFormPage').then((m) => ({ Component: m.ArticleFormPage })),
          })),
          {
            path: paths.adminGuides.path,
            lazy: () =>
              import('../features/admin/guides/GuidesListPage').then((m) => ({ Component: m.GuidesListPage })),
          },
          ...[paths.adminGuideNew.path, paths.adminGuideEdit.path].map((path) => ({
            path,
            lazy: () => import('../features/admin/guides/GuideFormPage').then((m) => ({ Component: m.GuideFormPage })),
          })),
          {
            path: paths.adminContentStats.path,
            lazy: () =>
              import('../features/admin/stats/ContentStatsPage').then((m) => ({ Component: m.ContentStatsPage })),
          },
          {
            path: paths.adminGames.path,
            lazy: () =>
              import('../features/admin/games/GameQuestionsListPage').then((m) => ({
                Component: m.GameQuestionsListPage,
              })),
          },
          ...[paths.adminGameNew.path, paths.adminGameEdit.path].map((path) => ({
            path,
            lazy: () =>
              import('../features/admin/games/GameQuestionFormPage').then((m) => ({
                Component: m.GameQuestionFormPage,
              })),
          })),
          {
            path: paths.adminPuzzleWords.path,
            lazy: () =>
              import('../features/admin/puzzle/PuzzleWordsListPage').then((m) => ({
                Component: m.PuzzleWordsListPage,
              })),
          },
          ...[paths.adminPuzzleWordNew.path, paths.adminPuzzleWordEdit.path].map((path) => ({
            path,
            lazy: () =>
              import('../features/admin/puzzle/PuzzleWordFormPage').then((m) => ({ Component: m.PuzzleWordFormPage })),
          })),
          {
            path: paths.adminCategories.path,
            lazy: () =>
              import('../features/admin/categories/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
          },
          {
            path: paths.adminMessages.path,
            lazy: () =>
              import('../features/admin/messages/ContactMessagesPage').then((m) => ({
                Component: m.ContactMessagesPage,
              })),
          },
          {
            path: paths.adminOrders.path,
            lazy: () => import('../features/admin/orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: paths.adminSettings.path,
            lazy: () =>
              import('../features/admin/settings/GeneralSettingsPage').then((m) => ({
                Component: m.GeneralSettingsPage,
              })),
          },
          {
            path: paths.adminSettingsAboutMe.path,
            lazy: () =>
              import('../features/admin/settings/AboutMeSettingsPage').then((m) => ({
                Component: m.AboutMeSettingsPage,
              })),
          },
          {
            path: paths.adminSettingsWhatsApp.path,
            lazy: () =>
              import('../features/admin/settings/WhatsAppSettingsPage').then((m) => ({
                Component: m.WhatsAppSettingsPage,
              })),
          },
        ],
      },
    ],
  },
];
