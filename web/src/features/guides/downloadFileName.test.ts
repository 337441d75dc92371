import { describe, expect, it } from 'vitest';
import { downloadFileName } from './downloadFileName';

describe('downloadFileName', () => {
  it('lowercases the title and turns spaces into underscores', () => {
    expect(downloadFileName('Guía de rutinas para la mañana y la noche')).toBe(
      'guía_de_rutinas_para_la_mañana_y_la_noche.pdf',
    );
  });

  it('collapses runs of whitespace and ignores surrounding spaces', () => {
    expect(downloadFileName('  Diez   juegos\tpara conectar ')).toBe('diez_juegos_para_conectar.pdf');
  });

  it('falls back to guia.pdf without a title', () => {
    expect(downloadFileName('')).toBe('guia.pdf');
    expect(downloadFileName('   ')).toBe('guia.pdf');
    expect(downloadFileName(null)).toBe('guia.pdf');
  });
});
