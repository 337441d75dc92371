import { describe, expect, it } from 'vitest';
import { normalizePuzzleWord, toPuzzleWordInput, validatePuzzleWord } from './puzzleWordForm';

describe('normalizePuzzleWord', () => {
  it('keeps upper-case A–Z only, at most 15 letters', () => {
    expect(normalizePuzzleWord('respeto')).toBe('RESPETO');
    expect(normalizePuzzleWord('amor 2 ñandú')).toBe('AMORAND');
    expect(normalizePuzzleWord('abcdefghijklmnopqrst')).toBe('ABCDEFGHIJKLMNO');
  });
});

describe('validatePuzzleWord', () => {
  it('needs the word and the activity', () => {
    const message = 'Por favor, ingresa la palabra clave y la descripción de la actividad.';
    expect(validatePuzzleWord({ word: '', activityDescription: 'Jugar' })).toBe(message);
    expect(validatePuzzleWord({ word: 'AMOR', activityDescription: '  ' })).toBe(message);
    expect(validatePuzzleWord({ word: 'AMOR', activityDescription: 'Jugar' })).toBeNull();
    expect(toPuzzleWordInput({ word: 'AMOR', activityDescription: ' Jugar ' })).toEqual({
      word: 'AMOR',
      activityDescription: 'Jugar',
    });
  });
});
