import { describe, expect, it } from 'vitest';
import { copyrightText } from './copyrightText';

describe('copyrightText', () => {
  it('replaces the {year} placeholder with the given year', () => {
    expect(copyrightText('© {year} Crecer en Familia. Todos los derechos reservados.', 2031)).toBe(
      '© 2031 Crecer en Familia. Todos los derechos reservados.',
    );
  });

  it('replaces every occurrence and leaves texts without the placeholder alone', () => {
    expect(copyrightText('{year} – {year}', 2025)).toBe('2025 – 2025');
    expect(copyrightText('Todos los derechos reservados', 2025)).toBe('Todos los derechos reservados');
    expect(copyrightText('{YEAR} {years}', 2025)).toBe('{YEAR} {years}');
  });
});
