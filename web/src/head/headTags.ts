import { normalizedPagePath } from '@crecer/domain/pageParams';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, type HeadData, type HeadImage } from './headTypes';

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A page's canonical link and og:url: absolute, and with only the query
 * parameters the page reads (domain/src/pageParams.ts), never a shared
 * link's tracking.
 */
export function canonicalUrl(publicUrl: string, canonicalPath: string): string {
  return absoluteUrl(publicUrl, canonicalPath.startsWith('/') ? normalizedPagePath(canonicalPath) : canonicalPath);
}

/** JSON that is safe inside a <script> element (no "</script>" or HTML comment openers). */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** og:image:width/height, only when both are known: a guessed size would distort the preview. */
export function imageSizeMeta(image: HeadImage | null | undefined): [string, string, string][] {
  if (!image?.width || !image.height) return [];
  return [
    ['property', 'og:image:width', String(image.width)],
    ['property', 'og:image:height', String(image.height)],
  ];
}

/** The complete <head> markup of a page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHeadTags(head: HeadData, publicUrl: string): string {
  const canonical = canonicalUrl(publicUrl, head.canonicalPath);
  const shareImage = head.image ?? DEFAULT_SHARE_IMAGE;
  const image = absoluteUrl(publicUrl, shareImage.src);
  const meta: [string, string, string][] = [
    ['name', 'description', head.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', 'es_AR'],
    ['property', 'og:type', head.type === 'product' ? 'product' : (head.type ?? 'website')],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', canonical],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
  ];
  if (head.keywords) meta.push(['name', 'keywords', head.keywords]);
  meta.push(['property', 'og:image', image], ...imageSizeMeta(shareImage), ['name', 'twitter:image', image]);
  if (head.article?.publishedTime) meta.push(['property', 'article:published_time', head.article.publishedTime]);
  if (head.article?.modifiedTime) meta.push(['property', 'article:modified_time', head.article.modifiedTime]);
  if (head.article?.section) meta.push(['property', 'article:section', head.article.section]);
  if (head.noindex) meta.push(['name', 'robots', 'noindex']);
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<link rel="canonical" href="${escapeAttr(canonical)}" />`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`),
  ];
  const blocks = head.jsonLd ? (Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]) : [];
  for (const block of blocks) tags.push(`<script type="application/ld+json">${safeJson(block)}</script>`);
  return tags.join('\n    ');
}
