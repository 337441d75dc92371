import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactRules } from './contactRules';
import { fieldErrors } from './ruleKit';

const valid = { name: 'Ana', email: 'ana@correo.com', message: 'Hola' };

describe('contactRules', () => {
  it('accepts a complete message, blanks around the fields included', () => {
    expect(fieldErrors(contactRules, { name: ' Ana ', email: ' ana@correo.com ', message: ' Hola ' })).toEqual({});
  });

  it('asks for every field, each on its own', () => {
    expect(fieldErrors(contactRules, { name: ' ', email: '', message: '\n' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it('refuses a name with a line break or over the limit', () => {
    expect(fieldErrors(contactRules, { ...valid, name: 'Ana\r\nBcc: x@y.co' })).toEqual({
      name: CONTACT_MESSAGES.nameLineBreak,
    });
    expect(fieldErrors(contactRules, { ...valid, name: 'a'.repeat(CONTACT_LIMITS.name + 1) })).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
    });
    expect(fieldErrors(contactRules, { ...valid, name: 'a'.repeat(CONTACT_LIMITS.name) })).toEqual({});
  });

  it('refuses an address that is not one deliverable mailbox, or too long', () => {
    for (const email of [
      'ana@correo',
      'Eve <eve@example.com>',
      'a@b.co\r\nBcc: x@y.co',
      'eve@example.com,evil.example',
    ]) {
      expect([email, fieldErrors(contactRules, { ...valid, email })]).toEqual([
        email,
        { email: CONTACT_MESSAGES.emailInvalid },
      ]);
    }
    const long = `${'a'.repeat(CONTACT_LIMITS.email)}@correo.com`;
    expect(fieldErrors(contactRules, { ...valid, email: long })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
  });

  it('refuses a message over the limit', () => {
    expect(fieldErrors(contactRules, { ...valid, message: 'a'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      message: CONTACT_MESSAGES.messageTooLong,
    });
  });
});
