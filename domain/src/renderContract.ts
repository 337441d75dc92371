/**
 * What the server and the web's server-rendering entry promise each other,
 * typed once: web/src/entry-server.tsx implements it (checked there by
 * assignment), server/src/http/ssr.ts and web/e2e/renderPasses.e2e.ts load the
 * built entry as it. Types only, so the server's import of this file brings no
 * web code into its build. It lives in domain/ so the server reads nothing of web/.
 */
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/** Runs one query for the page being rendered (the server passes Apollo Server, in process, with the request's context). */
export type ExecuteQuery = (
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
) => Promise<FormattedExecutionResult>;

/** A query a page rendered with, its variables and its data: the server tags cached pages with them. */
export interface RenderedAnswer {
  query: DocumentNode;
  variables: Record<string, unknown> | undefined;
  data: unknown;
}

export interface RenderResult {
  html: string;
  head: string | null;
  status: number;
  /** Build-manifest names of the page modules rendered, so the server can link their chunks and CSS. */
  pageModules: string[];
  /**
   * The answers the browser hydrates from, as JSON: not part of the HTML, the
   * server answers them at the page's data URL (domain/src/pageData.ts).
   */
  data: string;
  /** The page shows nothing useful until the app runs (a game, a purchase check): the browser starts it at once. */
  startAtOnce: boolean;
  /** The queries rendered with and their data, for the page cache's tags. */
  answers: RenderedAnswer[];
}

/** web/src/entry-server.tsx, as built into web/dist-ssr (or loaded by Vite in development). */
export interface EntryServer {
  /** Renders a public URL in one pass, after running the queries its route declares (lib/page/definePage.tsx). */
  render(url: URL, execute: ExecuteQuery, publicUrl: string): Promise<RenderResult>;
  /** Mantine's theme variables and global classes, for the head of every page. */
  themeStyles(): string;
}
