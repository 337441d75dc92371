import { describe, expect, it } from 'vitest';
import { gameQuestionRules, normalizePuzzleWord, puzzleWordFormatError, puzzleWordRules } from './gameRules';
import { fieldErrors, firstError } from './ruleKit';

const QUESTION_REQUIRED = 'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.';
const TRUTH_REQUIRED = "Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa.";
const WORD_REQUIRED = 'Por favor, ingresa la palabra clave y la descripción de la actividad.';
const WORD_FORMAT =
  'La palabra solo puede tener letras de la A a la Z, sin ñ, espacios, números ni acentos (máximo 15).';

describe('gameQuestionRules', () => {
  it('asks for the game type and the text with one message, on the field that is missing', () => {
    expect(fieldErrors(gameQuestionRules, { gameType: null, text: 'Hola', isTrue: null })).toEqual({
      gameType: QUESTION_REQUIRED,
    });
    expect(fieldErrors(gameQuestionRules, { gameType: 'PROBABLE_QUE', text: '  ', isTrue: null })).toEqual({
      text: QUESTION_REQUIRED,
    });
  });

  it('asks for the answer of a true/false statement only', () => {
    expect(fieldErrors(gameQuestionRules, { gameType: 'VERDADERO_FALSO', text: 'Afirmación', isTrue: null })).toEqual({
      isTrue: TRUTH_REQUIRED,
    });
    expect(
      firstError(gameQuestionRules, { gameType: 'VERDADERO_FALSO', text: 'Afirmación', isTrue: false }),
    ).toBeNull();
    expect(firstError(gameQuestionRules, { gameType: 'PROBABLE_QUE', text: '¿Quién?', isTrue: null })).toBeNull();
  });
});

describe('puzzleWordRules', () => {
  it('asks for the word and the activity', () => {
    expect(fieldErrors(puzzleWordRules, { word: '', activityDescription: 'Jugar' })).toEqual({ word: WORD_REQUIRED });
    expect(fieldErrors(puzzleWordRules, { word: 'AMOR', activityDescription: ' ' })).toEqual({
      activityDescription: WORD_REQUIRED,
    });
  });

  it('accepts 1 to 15 letters A to Z only', () => {
    for (const word of ['CORAZÓN', 'DOS PALABRAS', 'ABCDEFGHIJKLMNOP', 'A1', 'amor']) {
      expect([word, fieldErrors(puzzleWordRules, { word, activityDescription: 'Jugar' })]).toEqual([
        word,
        { word: WORD_FORMAT },
      ]);
    }
    expect(firstError(puzzleWordRules, { word: 'ABCDEFGHIJKLMNO', activityDescription: 'Jugar' })).toBeNull();
  });

  it('shows accented vowels as plain ones and keeps every other character for the rules to name', () => {
    expect(normalizePuzzleWord('Corazón')).toBe('CORAZON');
    expect(normalizePuzzleWord('pingüino áéíóú')).toBe('PINGUINO AEIOU');
    // Nothing vanishes: the Ñ, a space and a digit stay, and the rules refuse them.
    expect(normalizePuzzleWord('Niño')).toBe('NIÑO');
    expect(normalizePuzzleWord('amor 2 ñandú')).toBe('AMOR 2 ÑANDU');
    expect(normalizePuzzleWord('abcdefghijklmnopqrst')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(
      firstError(puzzleWordRules, { word: normalizePuzzleWord('corazón'), activityDescription: 'Jugar' }),
    ).toBeNull();
    for (const word of ['NIÑO', 'AMOR 2', 'ABCDEFGHIJKLMNOP']) {
      expect([word, puzzleWordFormatError(normalizePuzzleWord(word))]).toEqual([word, WORD_FORMAT]);
    }
  });

  it('says nothing while the word is empty or fine, blanks around it aside', () => {
    expect(puzzleWordFormatError('')).toBeNull();
    expect(puzzleWordFormatError('CORAZON ')).toBeNull();
    expect(puzzleWordFormatError('DOS PALABRAS')).toBe(WORD_FORMAT);
  });
});
