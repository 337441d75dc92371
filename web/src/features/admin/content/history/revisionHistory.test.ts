import { describe, expect, it } from 'vitest';
import { ARTICLE_KIND } from '../../articles/articleKind';
import { GUIDE_KIND } from '../../guides/guideKind';
import { contentTypeOf, formatRevisionDate, restoreChanges, restoredMessage, revisionDetail } from './revisionHistory';

describe('Historial words', () => {
  it("dates a revision in Spanish on the site's clock, whatever the browser's zone", () => {
    // 02:04 UTC on the 27th is still the 26th in Buenos Aires (UTC-3), and the 27th in Madrid.
    expect(formatRevisionDate('2026-11-27T02:04:09Z', 'America/Argentina/Buenos_Aires')).toBe(
      '26 de noviembre de 2026 a las 23:04:09',
    );
    expect(formatRevisionDate('2026-11-27T02:04:09Z', 'Europe/Madrid')).toBe('27 de noviembre de 2026 a las 03:04:09');
  });

  it('names what a restore brings back, in a Spanish sentence', () => {
    const field = (label: string, changed: boolean) => ({ label, changed });
    expect(restoreChanges([field('Título', true), field('Resumen', false), field('Contenido', true)], true)).toBe(
      'Se restaurarán el título, el contenido y la imagen de portada de esta versión.',
    );
    expect(restoreChanges([field('Precio', true), field('Categoría', false)], false)).toBe(
      'Se restaurará el precio de esta versión.',
    );
    expect(restoreChanges([field('Título', false)], false)).toBeNull();
  });

  it('names who saved it and the status, or says the account is gone', () => {
    expect(revisionDetail({ authorEmail: 'ana@ejemplo.com', status: 'PUBLICADO' })).toBe('ana@ejemplo.com · Publicado');
    expect(revisionDetail({ authorEmail: null, status: 'BORRADOR' })).toBe('Sin autor registrado · Borrador');
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
