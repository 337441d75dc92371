/**
 * Whether a visitor typed an address she can be written back at (the contact
 * rules, contactRules.ts, use it in the browser and on the server). A bare
 * address (addr-spec) by RFC 5322's grammar, with RFC 6532's UTF-8, parsed by email-addresses rather than a pattern: a pattern
 * took `eve@example.com,evil.example` and `a@b.co>x`, which became malformed
 * Reply-To headers. A display name, a group or a list is refused too, and the
 * domain needs a dot (the shape of an address on the internet).
 */
import emailAddresses from 'email-addresses';

export function isDeliverableAddress(email: string): boolean {
  const parsed = emailAddresses.parseOneAddress({ input: email, rfc6532: true });
  if (!parsed || parsed.type !== 'mailbox' || parsed.address !== email) return false;
  return /^[^.]+(\.[^.]+)+$/.test(parsed.domain);
}
