import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contactFormValidation';

const valid = { ...EMPTY_CONTACT_FORM, name: 'Ana', email: 'ana@correo.com', message: 'Hola' };
/** One field's message (or null) with the other fields valid, as the form shows it. */
const contactFormRules = {
  name: (name: string) => validateContactForm({ ...valid, name }).name ?? null,
  email: (email: string) => validateContactForm({ ...valid, email }).email ?? null,
  message: (message: string) => validateContactForm({ ...valid, message }).message ?? null,
};

describe('validateContactForm', () => {
  it('requires a name and a message, ignoring surrounding blanks', () => {
    expect(contactFormRules.name('   ')).toBe('Por favor, ingresa tu nombre.');
    expect(contactFormRules.name('Ana')).toBeNull();
    expect(contactFormRules.message('\n ')).toBe('Por favor, escribe tu mensaje.');
    expect(contactFormRules.message('Hola')).toBeNull();
  });

  it('requires an email in a valid format', () => {
    expect(contactFormRules.email('')).toBe('Por favor, ingresa tu correo electrónico.');
    for (const invalid of [
      'ana',
      'ana@',
      'ana@correo',
      'ana @correo.com',
      '@correo.com',
      'ana@correo..com',
      'ana@.com',
    ]) {
      expect(contactFormRules.email(invalid)).toBe('Por favor, ingresa un correo electrónico válido.');
    }
    expect(contactFormRules.email(' ana.perez@correo.com.ar ')).toBeNull();
  });

  it("refuses what the server's RFC 5322 parser refuses, with the spec's message", () => {
    for (const invalid of [
      'eve@example.com,evil.example',
      'a@b.co>x',
      'Eve <eve@example.com>',
      'a@b.co\r\nBcc: x@y.co',
    ]) {
      expect(contactFormRules.email(invalid), invalid).toBe('Por favor, ingresa un correo electrónico válido.');
    }
    expect(contactFormRules.email('maria.lopez+familia@correo.example.com')).toBeNull();
  });
});
