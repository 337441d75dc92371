import { pickRandom, shuffle, type RandomSource } from '../flow/random';

/** public-site.md §9: at most two hints. */
export const MAX_HINTS = 2;

export interface PuzzleLetter {
  /** Position in the word; tells apart repeated letters. */
  id: number;
  char: string;
}

export interface PuzzleState {
  /** Upper-cased, as the answer is compared with it (public-site.md §5). */
  word: string;
  activityDescription: string;
  /** The tray's shuffled order; a letter sent back returns to its own slot. */
  letters: readonly PuzzleLetter[];
  /** Letter ids in the order they were placed in the answer row. */
  answerIds: readonly number[];
  hintsUsed: number;
  solved: boolean;
}

export type PlacementOutcome = 'incomplete' | 'correct' | 'wrong';

export function createPuzzle(word: string, activityDescription: string, random: RandomSource): PuzzleState {
  const upper = word.trim().toUpperCase();
  const ordered = [...upper].map((char, id) => ({ char, id }));
  let letters = shuffle(ordered, random);
  // A tray that already spells the word is no puzzle; a few reshuffles avoid it
  // unless every arrangement spells it (e.g. "AAA").
  for (let attempt = 0; attempt < 5 && spells(letters, upper) && upper.length > 1; attempt += 1) {
    letters = shuffle(ordered, random);
  }
  return { word: upper, activityDescription, letters, answerIds: [], hintsUsed: 0, solved: false };
}

function spells(letters: readonly PuzzleLetter[], word: string): boolean {
  return letters.map((letter) => letter.char).join('') === word;
}

export function trayLetters(state: PuzzleState): PuzzleLetter[] {
  return state.letters.filter((letter) => !state.answerIds.includes(letter.id));
}

export function answerLetters(state: PuzzleState): PuzzleLetter[] {
  return state.answerIds.flatMap((id) => state.letters.filter((letter) => letter.id === id));
}

/**
 * Moves a tray letter to the end of the answer row. When the row is full it is
 * checked at once: 'correct' solves the puzzle, 'wrong' leaves the letters in
 * place so play continues.
 */
export function placeLetter(state: PuzzleState, id: number): { state: PuzzleState; outcome: PlacementOutcome } {
  const inTray = trayLetters(state).some((letter) => letter.id === id);
  if (state.solved || !inTray) return { state, outcome: 'incomplete' };
  const placed = { ...state, answerIds: [...state.answerIds, id] };
  if (placed.answerIds.length < state.letters.length) return { state: placed, outcome: 'incomplete' };
  const guess = answerLetters(placed)
    .map((letter) => letter.char)
    .join('')
    .toUpperCase();
  if (guess === state.word) return { state: { ...placed, solved: true }, outcome: 'correct' };
  return { state: placed, outcome: 'wrong' };
}

/** Sends a letter from the answer row back to the tray. */
export function removeLetter(state: PuzzleState, id: number): PuzzleState {
  if (state.solved || !state.answerIds.includes(id)) return state;
  return { ...state, answerIds: state.answerIds.filter((placedId) => placedId !== id) };
}

export function requestHint(state: PuzzleState): PuzzleState {
  if (state.solved || state.hintsUsed >= MAX_HINTS) return state;
  return { ...state, hintsUsed: state.hintsUsed + 1 };
}

/**
 * The hint line: first letter and blanks after one hint, first and last
 * letters after two; null before any hint.
 */
export function hintText(state: PuzzleState): string | null {
  if (state.hintsUsed === 0) return null;
  const chars = [...state.word];
  const lastIndex = chars.length - 1;
  return chars
    .map((char, index) => (index === 0 || (state.hintsUsed >= 2 && index === lastIndex) ? char : '_'))
    .join(' ');
}

/**
 * A random word for a new game; on 'Jugar de Nuevo' the word just played is
 * left out when there is another one to play.
 */
export function pickPuzzleWord<W extends { word: string }>(
  words: readonly W[],
  random: RandomSource,
  previousWord?: string,
): W | undefined {
  const others = words.filter((candidate) => candidate.word.toUpperCase() !== previousWord);
  return pickRandom(others.length > 0 ? others : words, random);
}
