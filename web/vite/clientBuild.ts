/**
 * What the two client builds share: the public site's (vite.config.ts) and
 * the admin's (vite.admin.config.ts, a separate build so that the admin's data
 * router never reaches the runtime chunk every visitor downloads).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type BuildEnvironmentOptions, type ResolveOptions, type AliasOptions } from 'vite';

/**
 * react-router's package exports name only its development build (dev warnings and
 * all; remix-run/react-router#12532, #14753), so every production bundle points at
 * the production build shipped beside it: the server-rendering one too, where the
 * development build's checks cost every render (3.5 % of an article page's CPU profile).
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The client preset's output folders (codegen.ts): public documents, and the admin's apart. */
const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GRAPHQL_OUTPUT_DIRS = [path.join(webDir, 'src/gql'), path.join(webDir, 'src/features/admin/gql')];

/** Aliases to react-router's production build, for any production bundle. */
export const REACT_ROUTER_PRODUCTION: AliasOptions = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/** Module resolution for a browser bundle; `production` when building rather than serving. */
export function clientResolve(production: boolean): ResolveOptions & { alias: AliasOptions } {
  return {
    // rxjs (Apollo Client's observables) then resolves to its ES2015 build: native classes
    // instead of ES5 ones and tslib's helpers, 1.6 KB gzip less on every page.
    conditions: ['es2015', ...defaultClientConditions],
    alias: production ? REACT_ROUTER_PRODUCTION : [],
  };
}

/** Build options both client builds use; each adds its output folder and chunking. */
export const CLIENT_BUILD: BuildEnvironmentOptions = {
  sourcemap: false,
  target: 'es2022',
  assetsInlineLimit: 0,
  // Every browser the site supports (Safari 17+, Chromium, Firefox 115+) preloads modules
  // itself: the polyfill (255 B gzip in the entry) only ever ran to find that out.
  modulePreload: { polyfill: false },
};
