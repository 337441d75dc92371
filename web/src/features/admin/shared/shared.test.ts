import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../auth/rememberedLocation';
import { toCategoryInput } from '../categories/categoryInput';
import { checkImageFile, checkPdfFile, sniffType } from './fileChecks';
import { formatPrice } from './format';
import { errorCode, errorMessage, fieldErrors } from './graphqlErrors';
import { filterBySearch } from './searchFilter';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [...'%PDF-1.4'].map((char) => char.charCodeAt(0));

/** A file of `size` bytes starting with `head`. */
const bytes = (size: number, type: string, head: number[] = [], name = 'f') => {
  const content = new Uint8Array(size);
  content.set(head.slice(0, size));
  return new File([content], name, { type });
};

describe('file checks', () => {
  it('accepts JPG, PNG, WEBP and GIF up to 5 MB', async () => {
    const webp = [...'RIFF\0\0\0\0WEBP'].map((char) => char.charCodeAt(0));
    expect(await checkImageFile(bytes(20, 'image/webp', webp))).toBeNull();
    expect(
      await checkImageFile(
        bytes(
          20,
          'image/gif',
          [...'GIF89a'].map((char) => char.charCodeAt(0)),
        ),
      ),
    ).toBeNull();
    expect(await checkImageFile(bytes(20, 'image/jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(await checkImageFile(bytes(10, 'image/svg+xml'))).toEqual({
      title: 'Tipo de archivo no válido',
      message: 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
    });
    expect(await checkImageFile(bytes(5 * 1024 * 1024 + 1, 'image/png', PNG_MAGIC))).toEqual({
      title: 'Archivo muy grande',
      message: 'La imagen no debe exceder los 5MB.',
    });
  });

  it('refuses a file whose first bytes are not what its type says', async () => {
    const exe = [0x4d, 0x5a, 0x90, 0x00];
    expect((await checkImageFile(bytes(64, 'image/png', exe, 'fake.png')))?.message).toBe(
      'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
    );
    expect((await checkImageFile(bytes(64, 'image/png', PDF_MAGIC)))?.message).toBe(
      'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
    );
    expect((await checkPdfFile(bytes(64, 'application/pdf', PNG_MAGIC, 'fake.pdf')))?.message).toBe(
      'Por favor, selecciona un archivo PDF.',
    );
    expect(sniffType(new Uint8Array(PNG_MAGIC))).toBe('image/png');
  });

  it('accepts PDFs up to 10 MB', async () => {
    expect(await checkPdfFile(bytes(10, 'application/pdf', PDF_MAGIC))).toBeNull();
    expect((await checkPdfFile(bytes(10, 'text/plain')))?.message).toBe('Por favor, selecciona un archivo PDF.');
    expect((await checkPdfFile(bytes(10 * 1024 * 1024 + 1, 'application/pdf', PDF_MAGIC)))?.message).toBe(
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
