/** Every route path of the app in one place, with helpers to build links. */
import { NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  articles: { path: '/articulos', getHref: () => '/articulos' },
  article: { path: '/articulos/:id', getHref: (id: string | number) => `/articulos/${id}` },
  guides: { path: '/guias', getHref: () => '/guias' },
  guide: { path: '/guias/:id', getHref: (id: string | number) => `/guias/${id}` },
  games: { path: '/juegos', getHref: () => '/juegos' },
  game: { path: '/juegos/:game', getHref: (game: string) => `/juegos/${game}` },
  aboutMe: { path: '/sobre-mi', getHref: () => '/sobre-mi' },
  privacy: { path: '/privacidad', getHref: () => '/privacidad' },
  purchaseSuccess: {
    // Optional: without an id the page shows the spec's 'No se especificó una guía.', not the 404 page.
    path: '/compra-exitosa/:guideId?',
    getHref: (guideId: string | number) => `/compra-exitosa/${guideId}`,
  },
  /** The newsletter's e-mailed links (their token follows in the fragment). */
  confirmSubscription: { path: NEWSLETTER_PATHS.confirm, getHref: () => NEWSLETTER_PATHS.confirm },
  unsubscribe: { path: NEWSLETTER_PATHS.unsubscribe, getHref: () => NEWSLETTER_PATHS.unsubscribe },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;
