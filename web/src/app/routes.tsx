import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { paths } from './paths';
import { PublicLayout } from './PublicLayout';

// Every page is its own chunk: a visit downloads the layout and the page it shows, nothing more.
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.aboutMe.path,
        lazy: () => import('../features/about/AboutMePage/AboutMePage').then((m) => ({ Component: m.AboutMePage })),
      },
      {
        path: paths.purchaseSuccess.path,
        lazy: () =>
          import('../features/purchase/PurchaseSuccessPage/PurchaseSuccessPage').then((m) => ({
            Component: m.PurchaseSuccessPage,
          })),
      },
      {
        path: paths.articles.path,
        lazy: () => import('../features/articles/ArticlesPage').then((m) => ({ Component: m.ArticlesPage })),
      },
      {
        path: paths.article.path,
        lazy: () => import('../features/articles/ArticleDetailPage').then((m) => ({ Component: m.ArticleDetailPage })),
      },
      {
        path: paths.guides.path,
        lazy: () => import('../features/guides/GuidesPage').then((m) => ({ Component: m.GuidesPage })),
      },
      {
        path: paths.guide.path,
        lazy: () => import('../features/guides/GuideDetailPage').then((m) => ({ Component: m.GuideDetailPage })),
      },
      // Lazy so the games' code stays out of the home page bundle.
      {
        path: paths.games.path,
        lazy: () => import('../features/games/hub/GamesHubPage').then((m) => ({ Component: m.GamesHubPage })),
      },
      {
        path: paths.game.path,
        lazy: () => import('../features/games/GamePage').then((m) => ({ Component: m.GamePage })),
      },
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
