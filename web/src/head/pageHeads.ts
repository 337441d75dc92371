/**
 * What every page's head builder shares: the site-name suffix, plain-text
 * descriptions, absolute URLs, the psychologist as schema.org author, and the
 * head of a simple page. Each page's own builder lives with its page
 * (features/<page>/<page>Head.ts), so a visit downloads only its own.
 */
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, SITE_NAME, type HeadData } from './headTypes';

/** The site's author, as schema.org structured data names her. */
export const PSYCHOLOGIST = { '@type': 'Person', name: 'Lic. Laura Méndez', jobTitle: 'Psicóloga familiar e infantil' };

export function withSiteName(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Plain text for descriptions: no markup, one line, at most ~160 characters. */
export function plainText(value: string, max = 160): string {
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Structured data wants absolute URLs; uploaded images are stored as site paths (/storage/…). */
export function absoluteUrl(publicUrl: string, urlOrPath: string): string {
  return urlOrPath.startsWith('http') ? urlOrPath : `${publicUrl}${urlOrPath}`;
}

/** The default keywords, led by a category's name when there is one. */
export function keywordsWith(category: { name: string } | null | undefined): string {
  return [category?.name, ...DEFAULT_KEYWORDS.split(', ')].filter(Boolean).join(', ');
}

export function simpleHead(title: string, path: string, options: Partial<HeadData> = {}): HeadData {
  return {
    title: withSiteName(title),
    description: DEFAULT_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    canonicalPath: path,
    ...options,
  };
}
