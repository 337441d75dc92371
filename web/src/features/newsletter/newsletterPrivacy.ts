/**
 * The subscribe box's promise, in its own module so the privacy page can
 * quote it word for word without loading the box.
 */
export const NEWSLETTER_PRIVACY =
  'Solo guardamos tu e-mail para enviarte los artículos nuevos. Cada e-mail trae un enlace para darte de baja con un clic, y entonces borramos tu dirección.';
