import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { RecordVisitMutation } from './recordVisitDocument';

/**
 * The page a navigation inside the app shows, to count as a visit; null when
 * nothing is to be sent: the first render (the entry counted the page load,
 * viewOnLoad.ts), the same path (a search or page change in a list), an
 * article or guide (useRecordView counts it), or the admin's own pages.
 */
export function pathToCount(previous: string, pathname: string): string | null {
  if (previous === pathname) return null;
  if (/^\/(articulos|guias)\/[^/]+$/.test(pathname)) return null;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return pathname;
}

/** Counts the pages reached inside the app that show no article or guide (home, lists, games): no source, not a landing. */
export function PageVisits() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [recordVisit] = useMutation(RecordVisitMutation);
  useEffect(() => {
    const path = pathToCount(shownPath.current, pathname);
    shownPath.current = pathname;
    if (path === null) return;
    recordVisit({ variables: { path } }).catch((error: unknown) =>
      console.error('No se pudo registrar la visita', error),
    );
  }, [pathname, recordVisit]);
  return null;
}
