import { BRAND_NAME } from '@crecer/domain/siteDefaults';
import { paths } from '../config/paths';

export interface NavEntry {
  label: string;
  to: string;
  /** Only '/' must match exactly; other entries stay active on their detail pages. */
  end?: boolean;
}

/** The public navigation, in the spec's order. Admin is rendered apart because it looks different. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Inicio', to: paths.home.getHref(), end: true },
  { label: 'Artículos', to: paths.articles.getHref() },
  { label: 'Guías', to: paths.guides.getHref() },
  { label: 'Juegos', to: paths.games.getHref() },
  { label: 'Sobre Mí', to: paths.aboutMe.getHref() },
];

export const ADMIN_ENTRY: NavEntry = { label: 'Admin', to: paths.admin.getHref() };

/** The brand is domain's, the same the server's feeds and the catalogue's defaults use. */
export const SITE_NAME = BRAND_NAME;
