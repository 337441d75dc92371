/**
 * Whether a visitor typed an address she can be written back at, by one rule
 * for the contact form in the browser and for the server (which stays the
 * authority). A bare address (addr-spec) by RFC 5322's grammar, with RFC
 * 6532's UTF-8, parsed by email-addresses rather than a pattern: a pattern
 * took `eve@example.com,evil.example` and `a@b.co>x`, which became malformed
 * Reply-To headers. A display name, a group or a list is refused too, and the
 * domain needs a dot (the shape of an address on the internet).
 */
import emailAddresses from 'email-addresses';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contactRules';

export function isDeliverableAddress(email: string): boolean {
  const parsed = emailAddresses.parseOneAddress({ input: email, rfc6532: true });
  if (!parsed || parsed.type !== 'mailbox' || parsed.address !== email) return false;
  return /^[^.]+(\.[^.]+)+$/.test(parsed.domain);
}

/** The contact form's e-mail rule, in the browser and on the server: its message, or null when valid. */
export function contactEmailProblem(raw: string): string | null {
  const email = raw.trim();
  if (!email) return CONTACT_MESSAGES.emailRequired;
  // CR/LF would let a visitor inject mail headers through Reply-To.
  if (/[\r\n]/.test(email) || email.length > CONTACT_LIMITS.email || !isDeliverableAddress(email)) {
    return CONTACT_MESSAGES.emailInvalid;
  }
  return null;
}
