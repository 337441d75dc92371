import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../auth/rememberedLocation';
import { toCategoryInput } from '../categories/categoryInput';
import { checkImageFile, checkPdfFile } from './fileChecks';
import { formatPrice } from './format';
import { errorCode, errorMessage, fieldErrors } from './graphqlErrors';
import { filterBySearch } from './searchFilter';

const bytes = (size: number, type: string, name = 'f') => new File([new Uint8Array(size)], name, { type });

describe('file checks', () => {
  it('accepts JPG, PNG, WEBP and GIF up to 5 MB', () => {
    expect(checkImageFile(bytes(10, 'image/webp'))).toBeNull();
    expect(checkImageFile(bytes(10, 'image/svg+xml'))).toEqual({
      title: 'Tipo de archivo no válido',
      message: 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
    });
    expect(checkImageFile(bytes(5 * 1024 * 1024 + 1, 'image/png'))).toEqual({
      title: 'Archivo muy grande',
      message: 'La imagen no debe exceder los 5MB.',
    });
  });

  it('accepts PDFs up to 10 MB', () => {
    expect(checkPdfFile(bytes(10, 'application/pdf'))).toBeNull();
    expect(checkPdfFile(bytes(10, 'text/plain'))?.message).toBe('Por favor, selecciona un archivo PDF.');
    expect(checkPdfFile(bytes(10 * 1024 * 1024 + 1, 'application/pdf'))?.message).toBe(
      'El archivo no debe exceder los 10MB.',
    );
  });
});

describe('formatting and search', () => {
  it("shows 'Gratis' for free guides and $ with two decimals otherwise", () => {
    expect(formatPrice(null)).toBe('Gratis');
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(7990.5)).toBe('$7990.50');
  });

  it('filters case- and accent-insensitively', () => {
    const rows = [{ title: 'Educación emocional' }, { title: 'Límites' }];
    expect(filterBySearch(rows, 'EDUCACION', (row) => [row.title])).toEqual([rows[0]]);
    expect(filterBySearch(rows, '  ', (row) => [row.title])).toEqual(rows);
  });

  it('trims the category and stores an empty description as null', () => {
    expect(toCategoryInput('   ', 'x')).toBeNull();
    expect(toCategoryInput(' Juego ', '  ')).toEqual({ name: 'Juego', description: null });
  });
});

describe('login redirect', () => {
  it('returns to the remembered admin page, or the dashboard', () => {
    expect(redirectTarget({ from: { pathname: '/admin/guides', search: '?q=1', hash: '' } })).toBe('/admin/guides?q=1');
    expect(redirectTarget(null)).toBe('/admin');
    expect(redirectTarget({ from: { pathname: '/admin/login', search: '', hash: '' } })).toBe('/admin');
    expect(redirectTarget({ from: { pathname: 'https://evil.example/admin', search: '', hash: '' } })).toBe('/admin');
  });
});

describe('GraphQL errors', () => {
  it('reads the message, the code and the per-field validation messages', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'El título es obligatorio.',
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'title',
            fieldErrors: [
              { field: 'title', message: 'El título es obligatorio.' },
              { field: 'categoryId', message: 'Debes seleccionar una categoría.' },
            ],
          },
        },
      ],
    });
    expect(errorMessage(error)).toBe('El título es obligatorio.');
    expect(errorCode(error)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(error)).toEqual({
      title: 'El título es obligatorio.',
      categoryId: 'Debes seleccionar una categoría.',
    });
    expect(fieldErrors(new Error('red'))).toEqual({});
    expect(errorMessage(new Error('Sin conexión'))).toBe('Sin conexión');
  });
});
