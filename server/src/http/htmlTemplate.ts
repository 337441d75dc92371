/**
 * Fills the built index.html with one page: its head, its stylesheet links
 * and script list, and the rendered app (its data is not in the page: see
 * domain/src/pageData.ts).
 *
 * The template is cut at its markers once per process (production reads it
 * once) and each page joins its parts in between. Chained replace() calls
 * copied the whole page once per marker, and after the app was in, a marker
 * written inside an article's own HTML (`<!--app-->` in its body) was
 * replaced instead of the template's. Joining also writes `$&`, `$'` or `$$`
 * from an article literally, where a replacement string would read them as
 * patterns.
 */
import { createHash } from 'node:crypto';
import { PAGE_DATA_VERSION_META } from '@crecer/domain/pageData';
import type { PageAssetTags } from './pageAssets';

const HEAD_BLOCK = /<!--head-->([\s\S]*?)<!--\/head-->/;

export interface PageParts {
  /** The page's own head tags; null keeps the template's default title and description. */
  head: string | null;
  assets: PageAssetTags;
  /** The server-rendered app. */
  app: string;
  /** The data the app was rendered with (as its data URL answers it): the page names its version. */
  data?: string;
}

/** A short digest of a page's data: the browser asks for the data under it (domain/src/pageData.ts). */
export function pageDataVersion(data: string): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}

function dataVersionTag(data: string | undefined): string {
  return data === undefined ? '' : `<meta name="${PAGE_DATA_VERSION_META}" content="${pageDataVersion(data)}">`;
}

type Slot = 'head' | 'headEnd' | 'app' | 'bodyEnd';

/** Each slot's marker; `head` is the <!--head-->…<!--/head--> block, whose inside is the default head. */
const MARKERS: ReadonlyArray<readonly [Slot, string | RegExp]> = [
  ['head', HEAD_BLOCK],
  ['headEnd', '</head>'],
  ['app', '<!--app-->'],
  ['bodyEnd', '</body>'],
];

interface CompiledTemplate {
  /** The template's text around the slots: one more piece than slots. */
  pieces: string[];
  slots: Slot[];
  defaultHead: string;
}

function compile(template: string): CompiledTemplate {
  const found = MARKERS.flatMap(([slot, marker]) => {
    const match = typeof marker === 'string' ? { index: template.indexOf(marker), 0: marker } : marker.exec(template);
    return match && match.index >= 0 ? [{ slot, start: match.index, end: match.index + match[0].length }] : [];
  }).sort((a, b) => a.start - b.start);
  const pieces: string[] = [];
  let from = 0;
  for (const { start, end } of found) {
    pieces.push(template.slice(from, start));
    from = end;
  }
  pieces.push(template.slice(from));
  return {
    pieces,
    slots: found.map(({ slot }) => slot),
    defaultHead: HEAD_BLOCK.exec(template)?.[1] ?? '',
  };
}

/** The last template compiled: one in production, a new one per change under the dev server. */
let cached: { template: string; compiled: CompiledTemplate } | null = null;

export function fillTemplate(template: string, parts: PageParts): string {
  if (cached?.template !== template) cached = { template, compiled: compile(template) };
  const { pieces, slots, defaultHead } = cached.compiled;
  const values: Record<Slot, string> = {
    head: parts.head ?? defaultHead,
    headEnd: `${dataVersionTag(parts.data)}${parts.assets.head}</head>`,
    app: parts.app,
    bodyEnd: `${parts.assets.body}</body>`,
  };
  let html = pieces[0]!;
  for (let i = 0; i < slots.length; i += 1) html += values[slots[i]!] + pieces[i + 1]!;
  return html;
}
