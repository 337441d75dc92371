import { createContext, useContext } from 'react';
import type { RenderContextValue } from './headTypes';

/**
 * Present only during server rendering. Components write what the HTTP
 * response needs (head tags, status code) into it while they render.
 */
export const RenderContext = createContext<RenderContextValue | null>(null);

export function useRenderContext(): RenderContextValue | null {
  return useContext(RenderContext);
}

/** Sets the HTTP status of a server-rendered page (e.g. 404 for a missing article). */
export function useHttpStatus(status: number): void {
  const context = useRenderContext();
  context?.setStatus(status);
}

/** PUBLIC_URL while server rendering (for absolute URLs in structured data); '' in the browser. */
export function usePublicUrl(): string {
  return useRenderContext()?.publicUrl ?? '';
}

/**
 * For a page that does its work as soon as it is open (confirming a subscription from its
 * link, checking a purchase): the browser starts the app at once rather than on the
 * visitor's first interaction (web/src/entry-client.tsx).
 */
export function useStartAppAtOnce(): void {
  useRenderContext()?.needAppAtOnce();
}
