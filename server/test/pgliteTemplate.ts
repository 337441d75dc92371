/**
 * Where the tests find the run's migrated PGlite folder (built by pgliteTemplateSetup.ts,
 * the `server` project's global setup): passed to createRuntime as `pgliteTemplate`.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate?: string;
  }
}

/** The folder new PGlite test databases start as a copy of; undefined outside the `server` project (a fresh initdb then). */
export function pgliteTemplate(): string | undefined {
  return inject('pgliteTemplate');
}
