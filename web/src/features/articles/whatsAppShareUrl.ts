import { normalizedPagePath } from '@crecer/domain/pageParams';

/** The prefilled Spanish message, naming the article and linking to it. */
export function whatsAppShareText(title: string, pageUrl: string): string {
  return `Te comparto este artículo de Crecer en Familia: "${title}" ${pageUrl}`;
}

/** WhatsApp's share link with the message URL-encoded. */
export function whatsAppShareUrl(title: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(whatsAppShareText(title, pageUrl))}`;
}

/**
 * The address to share for the page at `href`: without the parameters the
 * page does not read (`fbclid`, `utm_*`, …) or a fragment, as its canonical
 * link. A family who arrived from a Facebook post or a newsletter passes on
 * the page, not that click's identifier and campaign, which would count her
 * WhatsApp friends as the campaign's readers.
 */
export function shareablePageUrl(href: string): string {
  const url = new URL(href);
  return url.origin + normalizedPagePath(url.pathname + url.search);
}
