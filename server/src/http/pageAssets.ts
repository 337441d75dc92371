/**
 * Names a server-rendered page's own chunks and stylesheets in its HTML.
 *
 * Each public page is a lazy chunk: left alone, the browser would discover it
 * only after the entry script ran, then its imports one level at a time, and
 * would paint the server's HTML before the page's CSS arrived (a layout
 * shift). From Vite's build manifest we know every file a page module needs
 * (and the app's start module, which the entry imports dynamically), so the
 * HTML names them all up front: stylesheets as render-blocking links in the
 * head, and scripts as a JSON list at the end of the body. The entry turns
 * that list into `modulepreload` links once the first screen is painted
 * (web/src/app/pageScripts.ts): the HTML, its CSS and its pictures have the
 * connection to themselves first, and the scripts, which only hydrate what is
 * already shown, then download all at once instead of one import level at a time.
 */
import fs from 'node:fs';

/** The subset of Vite's `.vite/manifest.json` chunk entries used here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(file: string): BuildManifest | null {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

interface PageFiles {
  scripts: string[];
  stylesheets: string[];
}

/** Every file a manifest key needs before it can run: itself, its static imports (transitively) and their CSS. */
function staticClosure(manifest: BuildManifest, keys: string[]): PageFiles {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** The element listing a page's scripts; web/src/app/pageScripts.ts reads it. */
const PAGE_SCRIPTS_ID = 'page-scripts';

/** What goes into a page: stylesheet links in the head, the list of its scripts at the end of the body. */
export interface PageAssetTags {
  head: string;
  body: string;
}

export interface PageAssetLinker {
  /**
   * Tags for the app's start module and the given page modules, minus what
   * the HTML template already loads. With no page modules, the app's start
   * module alone.
   */
  /** `startAtOnce` marks the list for the entry: start the app without waiting for the visitor (RenderResult). */
  tagsFor(pageModules: string[], startAtOnce?: boolean): PageAssetTags;
}

export function pageAssetLinker(manifest: BuildManifest, base = '/'): PageAssetLinker {
  // The template already loads the entry and everything it imports statically.
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const loadedByTemplate = staticClosure(manifest, entryKeys);
  const alreadyLoaded = new Set([...loadedByTemplate.scripts, ...loadedByTemplate.stylesheets]);
  // The entry starts the app with a dynamic import once the first screen is painted
  // (web/src/entry-client.tsx): every page lists that module and its imports.
  const appStart = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const cache = new Map<string, PageAssetTags>();

  return {
    tagsFor(pageModules, startAtOnce = false) {
      const cacheKey = `${startAtOnce}\n${pageModules.join('\n')}`;
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached;
      const { scripts, stylesheets } = staticClosure(manifest, [...appStart, ...pageModules]);
      const tags = {
        head: stylesheets
          .filter((file) => !alreadyLoaded.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
          .join(''),
        // Not links: the entry fetches them once the first screen is painted (see above).
        body: `<script type="application/json" id="${PAGE_SCRIPTS_ID}"${startAtOnce ? ' data-start="now"' : ''}>${JSON.stringify(
          scripts.filter((file) => !alreadyLoaded.has(file)).map((file) => `${base}${file}`),
        )}</script>`,
      };
      cache.set(cacheKey, tags);
      return tags;
    },
  };
}
