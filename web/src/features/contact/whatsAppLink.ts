/**
 * Spec: the direct-contact link is the configured number with every non-digit
 * removed, plus the prefilled message. Returns null when no digits remain.
 */
export function whatsAppLink(phoneNumber: string, message: string): string | null {
  const digits = phoneNumber.replace(/\D/g, '');
  if (!digits) return null;
  const text = message.trim();
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
