/**
 * The games' rules (admin spec §5, game question and puzzle word) and their
 * Spanish messages, once: the admin forms check them before sending, the
 * services check them again before anything is stored.
 */
import * as v from 'valibot';
import { requiredChoice, requiredText } from './ruleKit';

/** The puzzle grid is built for words of at most this many letters. */
export const PUZZLE_WORD_MAX_LENGTH = 15;

/**
 * What she types, as the puzzle keeps it: upper case, and an accented vowel as
 * the plain one she then sees in the field ('Corazón' → 'CORAZON'). Nothing is
 * dropped: a letter the puzzle has no tile for (Ñ, Ç), a space or a digit stays
 * in the field and the rules below say what is wrong, instead of vanishing as
 * she types ('Niño' used to become 'NIO'). The form and the server both use it.
 */
export function normalizePuzzleWord(raw: string): string {
  return (
    raw
      .toUpperCase()
      .normalize('NFD')
      // Only marks on vowels: Ñ decomposes to N and a tilde, and must stay Ñ.
      .replace(/([AEIOU])[\u0300-\u036f]+/g, '$1')
      .normalize('NFC')
  );
}

const PUZZLE_WORD_PATTERN = new RegExp(`^[A-Z]{1,${PUZZLE_WORD_MAX_LENGTH}}$`);

/** The spec's rule (A to Z only, at most 15), in Spanish; it names the Ñ, which a Spanish alphabet has. */
export const PUZZLE_WORD_FORMAT = `La palabra solo puede tener letras de la A a la Z, sin ñ, espacios, números ni acentos (máximo ${PUZZLE_WORD_MAX_LENGTH}).`;

/** The message for a word she is typing ('' and blanks around it aside), or null while it is fine. */
export function puzzleWordFormatError(word: string): string | null {
  const trimmed = word.trim();
  return trimmed === '' || PUZZLE_WORD_PATTERN.test(trimmed) ? null : PUZZLE_WORD_FORMAT;
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
    // The form shows this as she types; the API may be sent anything.
    v.regex(PUZZLE_WORD_PATTERN, PUZZLE_WORD_FORMAT),
  ),
  activityDescription: requiredText(WORD_REQUIRED),
});

export type PuzzleWordFacts = v.InferInput<typeof puzzleWordRules>;
