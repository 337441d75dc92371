import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: __dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // The server reads it to link each rendered page's chunks and CSS (server/src/http/pageAssets.ts).
    manifest: !isSsrBuild,
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/storage': 'http://localhost:4000',
      '/download': 'http://localhost:4000',
    },
  },
}));
