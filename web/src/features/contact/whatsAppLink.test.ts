import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './whatsAppLink';

describe('whatsAppLink', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsAppLink('+54 9 11 5555-0000', '¡Hola, Laura! ¿Tienes turno?')).toBe(
      'https://wa.me/5491155550000?text=%C2%A1Hola%2C%20Laura!%20%C2%BFTienes%20turno%3F',
    );
  });

  it('encodes characters that would break the query string', () => {
    expect(whatsAppLink('(011) 4444-5555', 'a&b=c #1')).toBe('https://wa.me/01144445555?text=a%26b%3Dc%20%231');
  });

  it('omits the text parameter for a blank message', () => {
    expect(whatsAppLink('5491100000000', '   ')).toBe('https://wa.me/5491100000000');
  });

  it('returns null when the number has no digits', () => {
    expect(whatsAppLink('', 'Hola')).toBeNull();
    expect(whatsAppLink('sin número', 'Hola')).toBeNull();
  });
});
