/** Contact form rules: name, e-mail (format) and message are required. */
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@crecer/domain/contactRules';
import { contactEmailProblem } from '@crecer/domain/emailAddress';
import { validationError, type FieldError } from '../errors';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

// CR/LF in the name would let a visitor inject mail headers through the subject.
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

  const emailProblem = contactEmailProblem(email);
  if (emailProblem) errors.push({ field: 'email', message: emailProblem });

  if (!message) errors.push({ field: 'message', message: CONTACT_MESSAGES.messageRequired });
  else if (message.length > CONTACT_LIMITS.message)
    errors.push({ field: 'message', message: CONTACT_MESSAGES.messageTooLong });

  if (errors.length > 0) throw validationError(errors);
  return { name, email, message };
}
