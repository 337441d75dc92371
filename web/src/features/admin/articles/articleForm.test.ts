import { describe, expect, it } from 'vitest';
import { isBlankHtml } from '@crecer/domain/contentRules';
import { articleValuesFrom, emptyArticleValues, toArticleInput, validateArticle } from './articleForm';

const valid = {
  ...emptyArticleValues(),
  title: 'Título',
  summary: 'Resumen',
  content: '<p>Texto</p>',
  categoryId: '3',
};

describe('validateArticle', () => {
  it('reports every required field with the spec messages', () => {
    expect(validateArticle({ ...emptyArticleValues(), categoryPosition: null, status: 'PUBLICADO' })).toEqual({
      title: 'El título es obligatorio.',
      summary: 'El resumen es obligatorio.',
      content: 'El contenido es obligatorio.',
      categoryId: 'Debes seleccionar una categoría.',
      categoryPosition: 'Debes seleccionar una posición para la categoría.',
      image: 'Para artículos publicados, se requiere una imagen de portada.',
    });
  });

  it('treats blank text and an empty editor as missing', () => {
    expect(validateArticle({ ...valid, title: '   ', content: '<p></p>' })).toEqual({
      title: 'El título es obligatorio.',
      content: 'El contenido es obligatorio.',
    });
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<ul><li>Uno</li></ul>')).toBe(false);
  });

  it('needs a cover only to publish, and accepts a new file or the kept one', () => {
    expect(validateArticle(valid)).toEqual({});
    const cover = new File(['x'], 'a.png', { type: 'image/png' });
    expect(
      validateArticle({ ...valid, status: 'PUBLICADO', image: { existingUrl: null, file: cover, remove: false } }),
    ).toEqual({});
    expect(
      validateArticle({ ...valid, status: 'PUBLICADO', image: { existingUrl: '/a.png', file: null, remove: false } }),
    ).toEqual({});
    expect(
      validateArticle({ ...valid, status: 'PUBLICADO', image: { existingUrl: '/a.png', file: null, remove: true } }),
    ).toHaveProperty('image');
  });

  it('asks of a scheduled article what publishing asks: it goes public on its own', () => {
    expect(validateArticle({ ...valid, status: 'PROGRAMADO' })).toEqual({
      image: 'Para artículos publicados, se requiere una imagen de portada.',
    });
  });
});

describe('the schedule in the input', () => {
  it('sends the chosen time only with PROGRAMADO, so another status drops the schedule', () => {
    const scheduled = { ...valid, status: 'PROGRAMADO' as const, scheduledFor: '2030-01-02T09:30' };
    expect(toArticleInput(scheduled).scheduledFor).toBe('2030-01-02T09:30');
    expect(toArticleInput({ ...scheduled, status: 'BORRADOR' }).scheduledFor).toBeNull();
    expect(toArticleInput({ ...scheduled, status: 'PUBLICADO' }).scheduledFor).toBeNull();
  });

  it('fills the picker from a stored schedule, and leaves it empty otherwise', () => {
    const stored = {
      title: 'T',
      summary: 'S',
      content: '<p>C</p>',
      categoryPosition: 'TOP_LEFT' as const,
      isFeatured: false,
    };
    expect(articleValuesFrom({ ...stored, status: 'PROGRAMADO', scheduledFor: '2030-01-02T09:30' }).scheduledFor).toBe(
      '2030-01-02T09:30',
    );
    expect(articleValuesFrom({ ...stored, status: 'BORRADOR', scheduledFor: null }).scheduledFor).toBe('');
  });
});

describe('article values', () => {
  it('starts as a draft in the top-right corner', () => {
    expect(emptyArticleValues()).toMatchObject({
      status: 'BORRADOR',
      categoryPosition: 'TOP_RIGHT',
      isFeatured: false,
    });
  });

  it('maps a stored article to the form and back to the input, removing only a dropped stored cover', () => {
    const values = articleValuesFrom({
      title: ' Hola ',
      summary: 'Resumen',
      content: '<p>x</p>',
      categoryPosition: 'BOTTOM_LEFT',
      status: 'PUBLICADO',
      isFeatured: true,
      imageUrl: '/storage/a.png',
      category: { id: '7' },
    });
    expect(toArticleInput(values)).toEqual({
      title: 'Hola',
      summary: 'Resumen',
      content: '<p>x</p>',
      categoryId: '7',
      categoryPosition: 'BOTTOM_LEFT',
      status: 'PUBLICADO',
      scheduledFor: null,
      isFeatured: true,
      image: null,
      removeImage: false,
    });
    expect(toArticleInput({ ...values, image: { ...values.image, remove: true } }).removeImage).toBe(true);
  });
});
