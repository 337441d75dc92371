/** The prefilled Spanish message, naming the article and linking to it. */
export function whatsAppShareText(title: string, pageUrl: string): string {
  return `Te comparto este artículo de Crecer en Familia: "${title}" ${pageUrl}`;
}

/** WhatsApp's share link with the message URL-encoded. */
export function whatsAppShareUrl(title: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(whatsAppShareText(title, pageUrl))}`;
}
