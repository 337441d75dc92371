/**
 * A stand-in for the web build (web/dist, web/dist-ssr) in a temporary
 * folder, so that server rendering runs over real HTTP in unit tests, which
 * run before `npm run build`. Its render answers a page of a few KB naming
 * the URL it was given (with the status /estado/<code> names), and a test
 * may hold renders to fill the render queue (http/renderQueue.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from '../src/graphql/context';
import type { RenderQueue } from '../src/http/renderQueue';
import { ssrRouter } from '../src/http/ssr';
import type { AppServices } from '../src/services/appServices';

export interface FakeWebBuild {
  /** A repository root holding only the fake build: pass it as config.rootDir to ssrRouter. */
  rootDir: string;
  /** The URLs rendered (path and query string), in the order their renders started. */
  rendered: string[];
  /** Holds every render that starts from now on until the returned function is called. */
  hold(): () => void;
  remove(): void;
}

interface Hooks {
  onRender(url: URL): Promise<void>;
}

const ENTRY = (key: string) => `
const hooks = globalThis[Symbol.for(${JSON.stringify(key)})];
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export function themeStyles() { return '<style>:root{}</style>'; }
export async function render(url) {
  await hooks.onRender(url);
  const shown = escape(url.pathname + url.search);
  // A few KB, over the compression threshold, different for every URL.
  const filler = Array.from({ length: 60 }, (_, i) => '<p>' + shown + ' párrafo ' + i + '</p>').join('');
  const html = '<main data-url="' + shown + '">' + filler + '</main>';
  // /estado/<code> renders with that status, as a missing article (404) or a failed read (500) does.
  const status = url.pathname.startsWith('/estado/') ? Number(url.pathname.slice('/estado/'.length)) : 200;
  return { html, head: null, status, pageModules: [], state: '', data: '{}', answers: [] };
}
`;

export function createFakeWebBuild(): FakeWebBuild {
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-fake-web-'));
  const dist = path.join(rootDir, 'web', 'dist');
  fs.mkdirSync(path.join(dist, 'admin'), { recursive: true });
  fs.mkdirSync(path.join(rootDir, 'web', 'dist-ssr'), { recursive: true });
  const template =
    '<!doctype html><html lang="es"><head><!--head--><title>t</title><!--/head--></head><body><div id="root"><!--app--></div></body></html>';
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  fs.writeFileSync(path.join(dist, 'admin', 'admin.html'), template);
  const key = `fakeWebBuild:${rootDir}`;
  fs.writeFileSync(path.join(rootDir, 'web', 'dist-ssr', 'entry-server.js'), ENTRY(key));

  const rendered: string[] = [];
  let held: Promise<void> | null = null;
  const hooks: Hooks = {
    async onRender(url) {
      rendered.push(url.pathname + url.search);
      await held;
    },
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for(key)] = hooks;
  return {
    rootDir,
    rendered,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    remove() {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)];
      fs.rmSync(rootDir, { recursive: true, force: true });
    },
  };
}

/** The site's page routes, rendering with the fake build (and waiting in `renders` when given). */
export function fakeWebRouter(
  services: AppServices,
  apollo: ApolloServer<GraphQLContext>,
  build: FakeWebBuild,
  renders?: RenderQueue,
) {
  const config = { ...services.config, rootDir: build.rootDir };
  return ssrRouter({ services: { ...services, config }, apollo, dev: false, renders });
}
