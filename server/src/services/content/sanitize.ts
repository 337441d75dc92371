/**
 * The one HTML allowlist: article content and the About Me texts are cleaned
 * here when saved, and the client renders exactly what was stored.
 */
import sanitizeHtml from 'sanitize-html';

const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links open safely: no opener access, no referrer leak for external sites.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

const INLINE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['strong', 'b', 'em', 'i', 'br'],
  allowedAttributes: {},
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}

/** About Me paragraphs: bold and italics only. */
export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, INLINE_OPTIONS).trim();
}

/**
 * '*así*' or '**así**' to '<strong>así</strong>', as WhatsApp and Markdown write bold: the owner
 * types the About Me texts in a plain box and knows the asterisks, not the tag. Like WhatsApp, the
 * marks hug the words (no space inside) and stand apart from letters outside, so '5 * 3' and
 * 'Consultas*' stay as typed.
 */
export function asteriskBold(text: string): string {
  return text.replace(
    /(^|[^\p{L}\p{N}*])\*{1,2}(?=[^\s*])([^*\n]*?[^\s*])\*{1,2}(?=$|[^\p{L}\p{N}*])/gmu,
    '$1<strong>$2</strong>',
  );
}

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words a reader sees in stored HTML, one line per block: what the
 * revision comparison diffs (services/content/revisionDiff.ts).
 */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} });
  return (
    text
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
      // A no-break space reads as a space: the words either side are compared as two.
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+\n/g, '\n')
      .trim()
  );
}
