import { describe, expect, it } from 'vitest';
import { ARTICLE_KIND } from '../../articles/articleKind';
import { GUIDE_KIND } from '../../guides/guideKind';
import { contentTypeOf, formatRevisionDate, restoredMessage, revisionDetail } from './revisionHistory';

describe('Historial words', () => {
  it('dates a revision in Spanish, with the time', () => {
    const text = formatRevisionDate('2026-11-26T15:04:09Z');
    expect(text).toMatch(/^\d{1,2} de noviembre de 2026 a las \d{2}:04:09$/);
  });

  it('names who saved it and the status, or says the account is gone', () => {
    expect(revisionDetail({ authorEmail: 'ana@ejemplo.com', status: 'PUBLICADO' })).toBe('ana@ejemplo.com · Publicado');
    expect(revisionDetail({ authorEmail: null, status: 'BORRADOR' })).toBe('Cuenta eliminada · Borrador');
  });

  it('asks the API for the kind of the form', () => {
    expect(contentTypeOf(ARTICLE_KIND)).toBe('ARTICLE');
    expect(contentTypeOf(GUIDE_KIND)).toBe('GUIDE');
  });

  it("passes the server's notes on, or says the form shows the restored version", () => {
    expect(restoredMessage([])).toBe('El formulario muestra ahora la versión restaurada.');
    expect(restoredMessage(['La imagen de esa versión ya no está guardada: se mantuvo la imagen actual.'])).toMatch(
      /se mantuvo la imagen actual/,
    );
  });
});
