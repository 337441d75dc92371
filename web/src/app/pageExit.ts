import { createContext, useContext } from 'react';

/** How long a public page takes to fade out (PageTransition.module.css draws it). */
export const PAGE_EXIT_MS = 160;

/** Whether the page on screen is on its way out; PublicLayout passes it to PageTransition. */
export const PageLeavingContext = createContext(false);

export function usePageLeaving(): boolean {
  return useContext(PageLeavingContext);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Spec: public pages animate in and out. Whether the page at `from` fades out
 * before the router shows `to`: not for a visitor who prefers reduced motion,
 * not for query-string changes (search, pages). The admin is another page
 * load altogether (its own build), never a navigation of this router.
 */
export function pageExitNeeded(from: string, to: string): boolean {
  return from !== to && !prefersReducedMotion();
}

/**
 * The fade-out, with the next page's code loading meanwhile, so the exit
 * costs the visitor no time of its own. A failed load still resolves: the
 * route then shows its error as it would have.
 */
export function pageExit(to: string, preload: (pathname: string) => Promise<unknown>): Promise<void> {
  const faded = new Promise((resolve) => setTimeout(resolve, PAGE_EXIT_MS));
  return Promise.all([faded, preload(to).catch(() => undefined)]).then(() => undefined);
}
