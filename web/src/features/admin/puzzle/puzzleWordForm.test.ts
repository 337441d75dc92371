import { describe, expect, it } from 'vitest';
import { normalizePuzzleWord, toPuzzleWordInput, validatePuzzleWord } from './puzzleWordForm';

describe('normalizePuzzleWord', () => {
  it('shows what she types in upper case, accented vowels plain, and drops nothing', () => {
    expect(normalizePuzzleWord('respeto')).toBe('RESPETO');
    expect(normalizePuzzleWord('Corazón')).toBe('CORAZON');
    expect(normalizePuzzleWord('Niño')).toBe('NIÑO');
  });
});

describe('validatePuzzleWord', () => {
  it('needs the word and the activity', () => {
    const message = 'Por favor, ingresa la palabra clave y la descripción de la actividad.';
    expect(validatePuzzleWord({ word: '', activityDescription: 'Jugar' })).toBe(message);
    expect(validatePuzzleWord({ word: 'AMOR', activityDescription: '  ' })).toBe(message);
    expect(validatePuzzleWord({ word: 'AMOR', activityDescription: 'Jugar' })).toBeNull();
    expect(validatePuzzleWord({ word: 'NIÑO', activityDescription: 'Jugar' })).toMatch(/^La palabra solo puede/);
    expect(toPuzzleWordInput({ word: 'AMOR ', activityDescription: ' Jugar ' })).toEqual({
      word: 'AMOR',
      activityDescription: 'Jugar',
    });
  });
});
