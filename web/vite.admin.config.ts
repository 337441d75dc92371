/**
 * The admin's build: admin.html and its entry (src/entry-admin.tsx), into
 * dist/admin, served under /admin/ (server/src/http/ssr.ts). The admin runs on
 * react-router's data router (createBrowserRouter, useBlocker); in the public
 * build it would join the runtime chunk every visitor downloads, since
 * react-router is one module. As a build of its own it costs visitors nothing.
 * `npm run build` runs it after the public build, which empties dist/.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CLIENT_BUILD, clientResolve, GRAPHQL_OUTPUT_DIRS } from './vite/clientBuild';
import { graphqlDocuments } from './vite/graphqlDocuments';
import { precompressAssets } from './vite/precompress';

export default defineConfig({
  root: __dirname,
  // Its hashed files live at /admin/assets/, apart from the public build's /assets/.
  base: '/admin/',
  // web/public (favicon, robots.txt) is the public build's to copy.
  publicDir: false,
  plugins: [graphqlDocuments(GRAPHQL_OUTPUT_DIRS), react(), precompressAssets()],
  resolve: clientResolve(true),
  build: {
    ...CLIENT_BUILD,
    outDir: 'dist/admin',
    emptyOutDir: true,
    rolldownOptions: { input: path.join(__dirname, 'admin.html') },
  },
});
