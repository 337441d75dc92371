import type { Location } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { adminPaths } from '../adminPaths';

/** What the route guard stores in the navigation state when it sends someone to log in. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after logging in: the remembered admin page, or the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || !from.pathname.startsWith(paths.admin.getHref()) || from.pathname === adminPaths.login.getHref()) {
    return paths.admin.getHref();
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
