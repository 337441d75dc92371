/** Contact form rules: name, e-mail (format) and message are required. */
import emailAddresses from 'email-addresses';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@crecer/domain/contactRules';
import { validationError, type FieldError } from '../errors';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/**
 * A bare address (addr-spec) by RFC 5322's grammar, with RFC 6532's UTF-8,
 * parsed by email-addresses rather than a pattern: the pattern took
 * `eve@example.com,evil.example` and `a@b.co>x`, which became malformed
 * Reply-To headers. A display name, a group or a list is refused too, and the
 * domain needs a dot (the shape of an address a person can be written back at).
 */
export function isDeliverableAddress(email: string): boolean {
  const parsed = emailAddresses.parseOneAddress({ input: email, rfc6532: true });
  if (!parsed || parsed.type !== 'mailbox' || parsed.address !== email) return false;
  return /^[^.]+(\.[^.]+)+$/.test(parsed.domain);
}
// CR/LF would let a visitor inject mail headers through the subject or Reply-To.
const LINE_BREAK = /[\r\n]/;

/** Trims the fields and returns them, or throws BAD_USER_INPUT listing every problem by field. */
export function validateContactInput(raw: ContactInput): ContactInput {
  const name = raw.name.trim();
  const email = raw.email.trim();
  const message = raw.message.trim();
  const errors: FieldError[] = [];

  if (!name) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameRequired });
  else if (LINE_BREAK.test(name)) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameLineBreak });
  else if (name.length > CONTACT_LIMITS.name) errors.push({ field: 'name', message: CONTACT_MESSAGES.nameTooLong });

  if (!email) errors.push({ field: 'email', message: CONTACT_MESSAGES.emailRequired });
  else if (LINE_BREAK.test(email) || email.length > CONTACT_LIMITS.email || !isDeliverableAddress(email))
    errors.push({ field: 'email', message: CONTACT_MESSAGES.emailInvalid });

  if (!message) errors.push({ field: 'message', message: CONTACT_MESSAGES.messageRequired });
  else if (message.length > CONTACT_LIMITS.message)
    errors.push({ field: 'message', message: CONTACT_MESSAGES.messageTooLong });

  if (errors.length > 0) throw validationError(errors);
  return { name, email, message };
}
