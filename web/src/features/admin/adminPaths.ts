/**
 * Every admin route path, with helpers to build links. Apart from the public
 * paths (config/paths.ts) so that visitors' first load does not carry them; the
 * admin area itself is paths.admin.
 */
import { RESET_PASSWORD_PATH } from '@crecer/domain/passwordRules';

export const adminPaths = {
  login: { path: '/admin/login', getHref: () => '/admin/login' },
  forgotPassword: { path: '/admin/olvide-contrasena', getHref: () => '/admin/olvide-contrasena' },
  /** The e-mailed link; its token follows in the fragment. */
  resetPassword: { path: RESET_PASSWORD_PATH, getHref: () => RESET_PASSWORD_PATH },
  changePassword: { path: '/admin/cambiar-contrasena', getHref: () => '/admin/cambiar-contrasena' },
  /** 'Cerrar Sesión' is a navigation, so the unsaved-changes guard asks first as for any other exit. */
  logout: { path: '/admin/cerrar-sesion', getHref: () => '/admin/cerrar-sesion' },
  articles: { path: '/admin/articles', getHref: () => '/admin/articles' },
  articleNew: { path: '/admin/articles/new', getHref: () => '/admin/articles/new' },
  articleEdit: {
    path: '/admin/articles/edit/:id',
    getHref: (id: string | number) => `/admin/articles/edit/${id}`,
  },
  /** The owner's preview of an article or guide, drafts included, in the public layout. */
  articlePreview: {
    path: '/admin/vista-previa/articulos/:id',
    getHref: (id: string | number) => `/admin/vista-previa/articulos/${id}`,
  },
  guidePreview: {
    path: '/admin/vista-previa/guias/:id',
    getHref: (id: string | number) => `/admin/vista-previa/guias/${id}`,
  },
  guides: { path: '/admin/guides', getHref: () => '/admin/guides' },
  guideNew: { path: '/admin/guides/new', getHref: () => '/admin/guides/new' },
  guideEdit: { path: '/admin/guides/edit/:id', getHref: (id: string | number) => `/admin/guides/edit/${id}` },
  contentStats: { path: '/admin/content-stats', getHref: () => '/admin/content-stats' },
  /** The site's traffic for a period (daily totals: services/analytics). */
  analytics: { path: '/admin/estadisticas', getHref: () => '/admin/estadisticas' },
  games: { path: '/admin/games', getHref: () => '/admin/games' },
  gameNew: { path: '/admin/games/new', getHref: () => '/admin/games/new' },
  gameEdit: { path: '/admin/games/edit/:id', getHref: (id: string | number) => `/admin/games/edit/${id}` },
  puzzleWords: { path: '/admin/puzzle-words', getHref: () => '/admin/puzzle-words' },
  puzzleWordNew: { path: '/admin/puzzle-words/new', getHref: () => '/admin/puzzle-words/new' },
  puzzleWordEdit: {
    path: '/admin/puzzle-words/edit/:id',
    getHref: (id: string | number) => `/admin/puzzle-words/edit/${id}`,
  },
  categories: { path: '/admin/categories', getHref: () => '/admin/categories' },
  messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
  subscribers: { path: '/admin/suscriptores', getHref: () => '/admin/suscriptores' },
  orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
  settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  settingsAboutMe: { path: '/admin/settings/about-me', getHref: () => '/admin/settings/about-me' },
  settingsWhatsApp: { path: '/admin/settings/whatsapp', getHref: () => '/admin/settings/whatsapp' },
} as const;
