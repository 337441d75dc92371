/**
 * Types for the versions we use: DefinitelyTyped has @types/negotiator 0.6
 * and @types/fresh 0.5 only, which predate negotiator 1.x's `preferred`
 * option and fresh 2.x. Each declares just what server/src/http uses.
 */
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  interface PreferenceOptions {
    /** Breaks the client's ties in the server's order (negotiator 1.x). */
    preferred?: string[];
  }

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encoding(available?: string[], options?: PreferenceOptions): string | undefined;
    encodings(available?: string[], options?: PreferenceOptions): string[];
  }
}

declare module 'fresh' {
  /** Whether the client's cached copy (If-None-Match / If-Modified-Since) matches the response's validators. */
  export default function fresh(
    requestHeaders: Record<string, string | string[] | undefined>,
    responseHeaders: Record<string, string | number | string[] | undefined>,
  ): boolean;
}
