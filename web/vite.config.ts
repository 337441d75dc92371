import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_BUILD, clientResolve, GRAPHQL_OUTPUT_DIRS, REACT_ROUTER_PRODUCTION } from './vite/clientBuild';
import { graphqlDocuments } from './vite/graphqlDocuments';
import { precompressAssets } from './vite/precompress';
import { shellModules } from './vite/shellModules';

const documents = graphqlDocuments(GRAPHQL_OUTPUT_DIRS);

/** The public page modules (the pages routes.tsx loads), whose common needs join the shell. */
const isPublicPage = (id: string) => /[\\/]src[\\/]features[\\/].*Page\.tsx$/.test(id);

const shell = shellModules(
  path.join(__dirname, 'src/app/startApp.tsx'),
  path.join(__dirname, 'src/entry-client.tsx'),
  isPublicPage,
);

/** Packages every page needs whole: React, the router, Apollo Client and Mantine's provider and styles core. */
const RUNTIME_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@apollo[\\/]client|graphql|rxjs|optimism|@wry[\\/]\w+|tslib|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: __dirname,
  // The client's hashed assets also get .br and .gz twins (served by server/src/http/precompressed.ts).
  plugins: isSsrBuild ? [documents, react()] : [documents, react(), precompressAssets(), shell.plugin],
  // The admin is a build of its own (vite.admin.config.ts); in development this one
  // server also serves its page (admin.html), with the same module resolution.
  resolve: isSsrBuild
    ? { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] }
    : clientResolve(command === 'build'),
  // valibot is a dev dependency of domain/ (compiled into every bundle that
  // uses it, so the pruned production install has no copy): the SSR build must
  // bundle it too rather than import it from node_modules at run time.
  // react-router(-dom) is bundled by the build so that the alias above applies: Node,
  // importing it from node_modules, would resolve the package exports' development build.
  // Not in development: Vite's dev server cannot inline react-router-dom's CommonJS
  // (`module is not defined`, caught by web/e2e/devServer.e2e.ts), and Node loads it as is.
  ssr: { noExternal: command === 'build' ? ['valibot', 'react-router', 'react-router-dom'] : ['valibot'] },
  build: {
    ...CLIENT_BUILD,
    // The admin's build writes into dist/admin afterwards (vite.admin.config.ts).
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to link each rendered page's chunks and CSS (server/src/http/pageAssets.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Every page needs the runtime; as one file it gzips better than the dozens of
        // small chunks the automatic split makes of it, and costs one request.
        // A group takes every matching module the build uses, so it names only packages
        // every page needs whole: @mantine/hooks stays out (most of its hooks serve one widget).
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  name: 'runtime',
                  test: RUNTIME_PACKAGES,
                  priority: 2,
                },
                // What the entry itself imports, all a visit that only reads loads: see vite/shellModules.ts.
                { name: 'entry', test: shell.inEntry, priority: 4 },
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
