import {
  IconArticle,
  IconBook2,
  IconBrandWhatsapp,
  IconCategory,
  IconChartBar,
  IconChartLine,
  IconDeviceGamepad2,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMailbox,
  IconPuzzle,
  IconReceipt,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';

export interface AdminNavEntry {
  label: string;
  href: string;
  icon: Icon;
  /** Only the exact path counts as active (the dashboard is a prefix of everything). */
  exact?: boolean;
}

export const CONTENT_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Dashboard', href: paths.admin.getHref(), icon: IconLayoutDashboard, exact: true },
  { label: 'Artículos', href: adminPaths.articles.getHref(), icon: IconArticle },
  { label: 'Guías', href: adminPaths.guides.getHref(), icon: IconBook2 },
  { label: 'Estadísticas Contenido', href: adminPaths.contentStats.getHref(), icon: IconChartBar },
  { label: 'Estadísticas Visitas', href: adminPaths.analytics.getHref(), icon: IconChartLine },
  { label: 'Preguntas Juegos', href: adminPaths.games.getHref(), icon: IconDeviceGamepad2 },
  { label: 'Rompecabezas', href: adminPaths.puzzleWords.getHref(), icon: IconPuzzle },
  { label: 'Categorías', href: adminPaths.categories.getHref(), icon: IconCategory },
  { label: 'Mensajes', href: adminPaths.messages.getHref(), icon: IconMail },
  { label: 'Suscriptores', href: adminPaths.subscribers.getHref(), icon: IconMailbox },
  { label: 'Compras', href: adminPaths.orders.getHref(), icon: IconReceipt },
];

export const SETTINGS_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Configuración General', href: adminPaths.settings.getHref(), icon: IconSettings, exact: true },
  { label: 'Página Sobre Mí', href: adminPaths.settingsAboutMe.getHref(), icon: IconUserCircle },
  { label: 'Configuración WhatsApp', href: adminPaths.settingsWhatsApp.getHref(), icon: IconBrandWhatsapp },
  { label: 'Cambiar contraseña', href: adminPaths.changePassword.getHref(), icon: IconKey },
];

export function isEntryActive(entry: AdminNavEntry, pathname: string): boolean {
  if (entry.exact) return pathname === entry.href;
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
