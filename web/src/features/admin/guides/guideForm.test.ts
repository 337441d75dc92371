import { isPaidPrice } from '@crecer/domain/contentRules';
import { describe, expect, it } from 'vitest';
import {
  emptyGuideValues,
  guideValuesFrom,
  priceReadBack,
  sanitizePrice,
  toGuideInput,
  validateGuide,
} from './guideForm';

const pdf = new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' });
const base = { ...emptyGuideValues(), title: 'Guía', description: 'Descripción', categoryId: '2' };

describe('sanitizePrice', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(sanitizePrice('2a5.0.0.5')).toBe('25.005');
    expect(sanitizePrice('$ 1.500')).toBe('1.500');
    expect(sanitizePrice('-3')).toBe('3');
  });

  it('reads a comma as the decimal point, and points before it as thousands', () => {
    expect(sanitizePrice('10,5')).toBe('10.5');
    expect(sanitizePrice('2.500,50')).toBe('2500.50');
    expect(sanitizePrice('$ 12.345.678,9')).toBe('12345678.9');
    expect(sanitizePrice('7990,')).toBe('7990.');
  });

  it('reads back the price families will see, so nothing typed changes it unseen', () => {
    expect(priceReadBack(sanitizePrice('2.500,50'))).toBe('Las familias verán: ARS $2500.50.');
    expect(priceReadBack(sanitizePrice('1e9'))).toBe('Las familias verán: ARS $19.00.');
    expect(priceReadBack('0')).toBe('Las familias verán: Gratis.');
    expect(priceReadBack('')).toBeNull();
    expect(priceReadBack('.')).toBeNull();
  });

  it('refuses a price over the cap for what it is', () => {
    const errors = (price: string) => validateGuide({ ...base, price }).price;
    expect(errors('999999999999')).toBe('El precio no puede superar 9999999999.');
    expect(errors('9999999999')).toBeUndefined();
    expect(errors('.')).toBe('El precio debe ser un número positivo o cero.');
  });
});

describe('isPaidPrice', () => {
  it('counts empty and zero as free', () => {
    expect(isPaidPrice('')).toBe(false);
    expect(isPaidPrice('0')).toBe(false);
    expect(isPaidPrice('0.00')).toBe(false);
    expect(isPaidPrice('.')).toBe(false);
    expect(isPaidPrice('0.5')).toBe(true);
  });
});

describe('validateGuide', () => {
  it('reports the required fields with the spec messages', () => {
    expect(validateGuide({ ...emptyGuideValues(), categoryPosition: null })).toEqual({
      title: 'El título es obligatorio.',
      description: 'La descripción es obligatoria.',
      categoryId: 'Debes seleccionar una categoría.',
      categoryPosition: 'Debes seleccionar una posición para el cartel de categoría.',
    });
  });

  it('rejects a price that is not a number', () => {
    expect(validateGuide({ ...base, price: '.' })).toEqual({ price: 'El precio debe ser un número positivo o cero.' });
    expect(validateGuide({ ...base, price: '12.5' })).toEqual({});
  });

  it('needs a PDF to publish a free guide', () => {
    expect(validateGuide({ ...base, status: 'PUBLICADO' })).toEqual({
      pdf: 'Para guías gratuitas publicadas, se requiere un archivo PDF.',
    });
    expect(
      validateGuide({ ...base, status: 'PUBLICADO', pdf: { existingUrl: null, file: pdf, remove: false } }),
    ).toEqual({});
  });

  it('needs a payment link or a PDF to publish a paid guide', () => {
    const paid = { ...base, status: 'PUBLICADO' as const, price: '4500' };
    expect(validateGuide(paid)).toEqual({
      paymentLink: 'Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.',
    });
    expect(validateGuide({ ...paid, paymentLink: 'https://mpago.la/x' })).toEqual({});
    expect(validateGuide({ ...paid, pdf: { existingUrl: '/guia.pdf', file: null, remove: false } })).toEqual({});
  });
});

describe('toGuideInput', () => {
  it('sends the typed price, and drops the payment link of a free guide', () => {
    expect(toGuideInput({ ...base, price: '', paymentLink: 'https://x' })).toMatchObject({
      price: null,
      paymentLink: null,
    });
    expect(toGuideInput({ ...base, price: '7990.5', paymentLink: ' https://mpago.la/x ' })).toMatchObject({
      price: '7990.5',
      paymentLink: 'https://mpago.la/x',
    });
  });

  it('asks to remove stored files only when dropped without a replacement', () => {
    const values = guideValuesFrom({
      title: 'G',
      description: 'D',
      price: 0,
      categoryPosition: 'TOP_LEFT',
      status: 'BORRADOR',
      isFeatured: false,
      imageUrl: '/i.png',
      pdfUrl: '/g.pdf',
    });
    expect(values.price).toBe('');
    expect(toGuideInput(values)).toMatchObject({ removeImage: false, removePdf: false, image: null, pdf: null });
    expect(toGuideInput({ ...values, pdf: { ...values.pdf, remove: true } })).toMatchObject({ removePdf: true });
    expect(toGuideInput({ ...values, pdf: { ...values.pdf, file: pdf } })).toMatchObject({ removePdf: false, pdf });
  });
});
