import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec: every navigation scrolls to the top. Query-string changes (search, pages) keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
