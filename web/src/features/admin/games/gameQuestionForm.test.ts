import { describe, expect, it } from 'vitest';
import { EMPTY_GAME_QUESTION, toGameQuestionInput, validateGameQuestion } from './gameQuestionForm';
import { QUESTION_GAME_TYPE_OPTIONS, truthLabel } from './gameTypes';

describe('validateGameQuestion', () => {
  it('needs a game type and a text', () => {
    const message = 'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.';
    expect(validateGameQuestion(EMPTY_GAME_QUESTION)).toBe(message);
    expect(validateGameQuestion({ gameType: 'PROBABLE_QUE', text: '  ', isTrue: null })).toBe(message);
    expect(validateGameQuestion({ gameType: null, text: '¿Quién?', isTrue: null })).toBe(message);
    expect(validateGameQuestion({ gameType: 'PROBABLE_QUE', text: '¿Quién?', isTrue: null })).toBeNull();
  });

  it('needs the truth of a true/false statement', () => {
    expect(validateGameQuestion({ gameType: 'VERDADERO_FALSO', text: 'Afirmación', isTrue: null })).toBe(
      "Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa.",
    );
    expect(validateGameQuestion({ gameType: 'VERDADERO_FALSO', text: 'Afirmación', isTrue: false })).toBeNull();
  });
});

describe('game question input and labels', () => {
  it('sends isTrue only for true/false statements', () => {
    expect(toGameQuestionInput({ gameType: 'DESCUBRIENDO_EMOCIONES', text: ' ¿Qué? ', isTrue: true })).toEqual({
      gameType: 'DESCUBRIENDO_EMOCIONES',
      text: '¿Qué?',
      isTrue: null,
    });
    expect(toGameQuestionInput({ gameType: 'VERDADERO_FALSO', text: 'A', isTrue: false }).isTrue).toBe(false);
  });

  it('never offers the puzzle type and shows Sí/No/N/A', () => {
    expect(QUESTION_GAME_TYPE_OPTIONS.map((option) => option.value)).not.toContain('PUZZLE_PALABRAS');
    expect(truthLabel('VERDADERO_FALSO', true)).toBe('Sí');
    expect(truthLabel('VERDADERO_FALSO', false)).toBe('No');
    expect(truthLabel('PROBABLE_QUE', null)).toBe('N/A');
  });
});
