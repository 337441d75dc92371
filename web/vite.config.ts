import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './vite/graphqlDocuments';
import { precompressAssets } from './vite/precompress';
import { publicModules } from './vite/publicModules';
import { BuildImportReader, shellModules } from './vite/shellModules';

/**
 * react-router's package exports name only its development build (dev warnings and
 * all; remix-run/react-router#12532, #14753), so both production bundles point at
 * the production build shipped beside it: the server-rendering one too, where the
 * development build's checks cost every render (3.5 % of an article page's CPU profile).
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** The client preset's output folders (codegen.ts): public documents, and the admin's apart. */
const documents = graphqlDocuments([path.join(__dirname, 'src/gql'), path.join(__dirname, 'src/features/admin/gql')]);

const adminDir = path.join(__dirname, 'src/features/admin') + path.sep;

/** The public page modules (the pages routes.tsx loads), whose common needs join the shell. */
const isPublicPage = (id: string) => /[\\/]src[\\/]features[\\/].*Page\.tsx$/.test(id) && !id.startsWith(adminDir);

/** Both module walks below read each module once per build. */
const reading = new BuildImportReader();

const shell = shellModules(
  path.join(__dirname, 'src/app/startApp.tsx'),
  path.join(__dirname, 'src/entry-client.tsx'),
  isPublicPage,
  reading,
);

/** What a visitor's browser can load: everything but the admin area (see vite/publicModules.ts). */
const visitorCode = publicModules(
  path.join(__dirname, 'src/entry-client.tsx'),
  (id) => id.startsWith(adminDir),
  reading,
);

/** Packages every page needs whole: React, the router, Apollo Client and Mantine's provider and styles core. */
const RUNTIME_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/]\w+|tslib|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: __dirname,
  // The client's hashed assets also get .br and .gz twins (served by server/src/http/precompressed.ts).
  plugins: isSsrBuild
    ? [documents, react()]
    : [documents, react(), precompressAssets(), shell.plugin, visitorCode.plugin],
  resolve: {
    // rxjs (Apollo Client's observables) then resolves to its ES2015 build: native classes
    // instead of ES5 ones and tslib's helpers, 1.6 KB gzip less on every page.
    conditions: isSsrBuild ? undefined : ['es2015', ...defaultClientConditions],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  // valibot is a dev dependency of domain/ (compiled into every bundle that
  // uses it, so the pruned production install has no copy): the SSR build must
  // bundle it too rather than import it from node_modules at run time.
  // react-router(-dom) is bundled so that the alias above applies: Node, importing
  // it from node_modules, would resolve the package exports' development build.
  ssr: { noExternal: ['valibot', 'react-router', 'react-router-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports (Safari 17+, Chromium, Firefox 115+) preloads modules
    // itself: the polyfill (255 B gzip in the entry) only ever ran to find that out.
    modulePreload: { polyfill: false },
    // The server reads it to link each rendered page's chunks and CSS (server/src/http/pageAssets.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Every page needs the runtime; as one file it gzips better than the dozens of
        // small chunks the automatic split makes of it, and costs one request.
        // A group takes every matching module the whole app uses, admin included, so it
        // takes only modules visitors can load (the admin's own link and Mantine's
        // keyboard helpers go to admin chunks), and only packages visitors need whole:
        // @mantine/hooks stays out (its drag, move and hotkey hooks serve admin widgets).
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  name: 'runtime',
                  test: (id: string) => RUNTIME_PACKAGES.test(id) && visitorCode.has(id),
                  priority: 2,
                },
                // The rest of what the start module needs (layout, header, footer): see vite/shellModules.ts.
                { name: 'shell', test: shell.has, priority: 1 },
                // The entry imports Vite's preload helper before the first paint, and so do shell
                // modules; a group takes its members' dependencies, so without its own (winning)
                // group the helper would join the shell and pull it in ahead of the first paint.
                { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 3 },
              ],
            },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/storage': 'http://localhost:4000',
      '/download': 'http://localhost:4000',
    },
  },
}));
