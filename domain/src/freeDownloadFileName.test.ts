import { describe, expect, it } from 'vitest';
import { freeDownloadFileName } from './freeDownloadFileName';

describe('freeDownloadFileName', () => {
  it('lowercases the title and turns spaces into underscores', () => {
    expect(freeDownloadFileName('Guía de rutinas para la mañana y la noche')).toBe(
      'guía_de_rutinas_para_la_mañana_y_la_noche.pdf',
    );
  });

  it('collapses runs of whitespace and ignores surrounding spaces', () => {
    expect(freeDownloadFileName('  Diez   juegos\tpara conectar ')).toBe('diez_juegos_para_conectar.pdf');
  });

  it('names the file as the server does when the title has a double space', () => {
    expect(freeDownloadFileName('Mi guía gratis  de prueba')).toBe('mi_guía_gratis_de_prueba.pdf');
  });

  it('falls back to guia.pdf without a title', () => {
    expect(freeDownloadFileName('')).toBe('guia.pdf');
    expect(freeDownloadFileName('   ')).toBe('guia.pdf');
    expect(freeDownloadFileName(null)).toBe('guia.pdf');
  });
});
