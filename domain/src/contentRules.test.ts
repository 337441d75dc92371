import { describe, expect, it } from 'vitest';
import { articleRules, categoryRules, fieldErrors, guideRules, isBlankHtml, parsePrice } from './contentRules';

const article = {
  title: 'Jugar en familia',
  summary: 'Ideas simples.',
  content: '<p>Jugar juntos.</p>',
  categoryId: '1',
  categoryPosition: 'top-right',
  published: true,
  image: true,
};

const guide = {
  title: 'Rutinas',
  description: 'Tableros para imprimir.',
  categoryId: '1',
  categoryPosition: 'top-right',
  price: '',
  paymentLink: '',
  published: true,
  pdf: true,
};

describe('content rules', () => {
  it('refuses a title over 200 characters, on articles and guides', () => {
    const message = 'El título no puede superar los 200 caracteres.';
    expect(fieldErrors(articleRules, { ...article, title: 'a'.repeat(201) }).title).toBe(message);
    expect(fieldErrors(articleRules, { ...article, title: ` ${'a'.repeat(200)} ` }).title).toBeUndefined();
    expect(fieldErrors(guideRules, { ...guide, title: 'x'.repeat(100_000) }).title).toBe(message);
  });

  it('accepts a complete article and names every broken rule of an empty one at once', () => {
    expect(fieldErrors(articleRules, article)).toEqual({});
    expect(
      fieldErrors(articleRules, {
        title: '  ',
        summary: '',
        content: '<p> &nbsp;</p>',
        categoryId: null,
        categoryPosition: null,
        published: true,
        image: false,
      }),
    ).toEqual({
      title: 'El título es obligatorio.',
      summary: 'El resumen es obligatorio.',
      content: 'El contenido es obligatorio.',
      categoryId: 'Debes seleccionar una categoría.',
      categoryPosition: 'Debes seleccionar una posición para la categoría.',
      image: 'Para artículos publicados, se requiere una imagen de portada.',
    });
    expect(fieldErrors(articleRules, { ...article, published: false, image: false })).toEqual({});
  });

  it('requires a PDF for a free published guide, and a PDF or a payment link for a paid one', () => {
    expect(fieldErrors(guideRules, guide)).toEqual({});
    expect(fieldErrors(guideRules, { ...guide, pdf: false })).toEqual({
      pdf: 'Para guías gratuitas publicadas, se requiere un archivo PDF.',
    });
    expect(fieldErrors(guideRules, { ...guide, price: '0', pdf: false, published: false })).toEqual({});
    expect(fieldErrors(guideRules, { ...guide, price: '1500', pdf: false })).toEqual({
      paymentLink: 'Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.',
    });
    expect(fieldErrors(guideRules, { ...guide, price: '1500', pdf: false, paymentLink: 'https://mpago.la/x' })).toEqual(
      {},
    );
    expect(fieldErrors(guideRules, { ...guide, price: '1500', paymentLink: 'javascript:alert(1)' })).toEqual({
      paymentLink: 'El enlace de pago debe ser una dirección web válida (https://...).',
    });
    expect(fieldErrors(guideRules, { ...guide, title: '', price: '-3', pdf: false })).toEqual({
      title: 'El título es obligatorio.',
      price: 'El precio debe ser un número positivo o cero.',
    });
  });

  it('requires a category name that is more than blanks', () => {
    expect(fieldErrors(categoryRules, { name: ' \t ' })).toEqual({
      name: 'El nombre de la categoría es obligatorio.',
    });
    expect(fieldErrors(categoryRules, { name: 'Crianza' })).toEqual({});
  });

  it('reads prices and empty editors as the spec says', () => {
    expect(parsePrice('')).toEqual({ ok: true, value: null });
    expect(parsePrice('4500.5')).toEqual({ ok: true, value: 4500.5 });
    expect(parsePrice('1.2.3')).toEqual({ ok: false });
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
  });
});
