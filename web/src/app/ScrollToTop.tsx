import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec: every navigation scrolls to the top. Query-string changes (search,
 * pages) keep the position. The first render is not a navigation: the page
 * arrived server-rendered and the visitor may already be scrolling it while it
 * hydrates, so only later path changes scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
