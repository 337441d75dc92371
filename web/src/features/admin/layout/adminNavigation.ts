import {
  IconArticle,
  IconBook2,
  IconBrandWhatsapp,
  IconCategory,
  IconChartBar,
  IconDeviceGamepad2,
  IconLayoutDashboard,
  IconMail,
  IconPuzzle,
  IconReceipt,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../../app/paths';

export interface AdminNavEntry {
  label: string;
  href: string;
  icon: Icon;
  /** Only the exact path counts as active (the dashboard is a prefix of everything). */
  exact?: boolean;
}

export const CONTENT_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Dashboard', href: paths.admin.getHref(), icon: IconLayoutDashboard, exact: true },
  { label: 'Artículos', href: paths.adminArticles.getHref(), icon: IconArticle },
  { label: 'Guías', href: paths.adminGuides.getHref(), icon: IconBook2 },
  { label: 'Estadísticas Contenido', href: paths.adminContentStats.getHref(), icon: IconChartBar },
  { label: 'Preguntas Juegos', href: paths.adminGames.getHref(), icon: IconDeviceGamepad2 },
  { label: 'Rompecabezas', href: paths.adminPuzzleWords.getHref(), icon: IconPuzzle },
  { label: 'Categorías', href: paths.adminCategories.getHref(), icon: IconCategory },
  { label: 'Mensajes', href: paths.adminMessages.getHref(), icon: IconMail },
  { label: 'Compras', href: paths.adminOrders.getHref(), icon: IconReceipt },
];

export const SETTINGS_ENTRIES: readonly AdminNavEntry[] = [
  { label: 'Configuración General', href: paths.adminSettings.getHref(), icon: IconSettings, exact: true },
  { label: 'Página Sobre Mí', href: paths.adminSettingsAboutMe.getHref(), icon: IconUserCircle },
  { label: 'Configuración WhatsApp', href: paths.adminSettingsWhatsApp.getHref(), icon: IconBrandWhatsapp },
];

export function isEntryActive(entry: AdminNavEntry, pathname: string): boolean {
  if (entry.exact) return pathname === entry.href;
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}
