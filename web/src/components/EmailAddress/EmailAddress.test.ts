import { describe, expect, it } from 'vitest';
import { emailAddressParts } from './EmailAddress';

describe('emailAddressParts', () => {
  it('breaks after the @ and before each dot, losing no character', () => {
    expect(emailAddressParts('contacto@crecerenfamilia.com.ar')).toEqual([
      'contacto@',
      'crecerenfamilia',
      '.com',
      '.ar',
    ]);
    expect(emailAddressParts('ana.perez@correo.com').join('')).toBe('ana.perez@correo.com');
    expect(emailAddressParts('ana.perez@correo.com')).toEqual(['ana', '.perez@', 'correo', '.com']);
  });

  it('leaves a text without @ or dots whole', () => {
    expect(emailAddressParts('contacto')).toEqual(['contacto']);
    expect(emailAddressParts('')).toEqual([]);
  });
});
