/**
 * The games' rules (admin spec §5, game question and puzzle word) and their
 * Spanish messages, once: the admin forms check them before sending, the
 * services check them again before anything is stored.
 */
import * as v from 'valibot';
import { requiredChoice, requiredText } from './ruleKit';

/** The puzzle grid is built for words of at most this many letters. */
export const PUZZLE_WORD_MAX_LENGTH = 15;

/** The puzzle compares upper-case letters, so a word keeps only A–Z (no spaces, digits or accents). */
export function normalizePuzzleWord(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, PUZZLE_WORD_MAX_LENGTH);
}

/** The spec gives one message for a missing type and a missing text. */
const QUESTION_REQUIRED = 'Por favor, selecciona un tipo de juego e ingresa el texto de la pregunta.';
const WORD_REQUIRED = 'Por favor, ingresa la palabra clave y la descripción de la actividad.';

export const gameQuestionRules = v.pipe(
  v.object({
    gameType: requiredChoice(QUESTION_REQUIRED),
    text: requiredText(QUESTION_REQUIRED),
    isTrue: v.nullable(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['gameType'], ['isTrue']],
      (question) => question.gameType !== 'VERDADERO_FALSO' || question.isTrue !== null,
      "Para 'Verdadero o Falso', debes indicar si la afirmación es verdadera o falsa.",
    ),
    ['isTrue'],
  ),
);

export type GameQuestionFacts = v.InferInput<typeof gameQuestionRules>;

export const puzzleWordRules = v.object({
  word: v.pipe(
    requiredText(WORD_REQUIRED),
    // The form already strips anything else; the API may be sent anything.
    v.regex(
      new RegExp(`^[A-Z]{1,${PUZZLE_WORD_MAX_LENGTH}}$`),
      `La palabra solo puede tener letras de la A a la Z, sin espacios, números ni acentos (máximo ${PUZZLE_WORD_MAX_LENGTH}).`,
    ),
  ),
  activityDescription: requiredText(WORD_REQUIRED),
});

export type PuzzleWordFacts = v.InferInput<typeof puzzleWordRules>;
