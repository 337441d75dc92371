import { describe, expect, it } from 'vitest';
import {
  answerLetters,
  createPuzzle,
  hintText,
  MAX_HINTS,
  pickPuzzleWord,
  placeLetter,
  removeLetter,
  requestHint,
  trayLetters,
  type PuzzleState,
} from './puzzle';

const spell = (letters: { char: string }[]) => letters.map((letter) => letter.char).join('');
const alwaysFirst = () => 0;

/** Places the tray letters whose characters spell `text`, in that order. */
function placeText(state: PuzzleState, text: string) {
  let result = { state, outcome: 'incomplete' as string };
  for (const char of text) {
    const letter = trayLetters(result.state).find((candidate) => candidate.char === char);
    if (!letter) throw new Error(`no ${char} left in the tray`);
    result = placeLetter(result.state, letter.id);
  }
  return result;
}

describe('word puzzle', () => {
  it('upper-cases the word and shuffles its letters into the tray', () => {
    const puzzle = createPuzzle('amor', 'Escriban notas.', alwaysFirst);
    expect(puzzle.word).toBe('AMOR');
    expect(spell(trayLetters(puzzle))).toBe('MORA');
    expect(answerLetters(puzzle)).toEqual([]);
  });

  it('reshuffles a tray that already spells the word', () => {
    const values = [0.999, 0.999, 0.999, 0, 0, 0];
    const puzzle = createPuzzle('AMOR', '', () => values.shift() ?? 0);
    expect(spell(trayLetters(puzzle))).not.toBe('AMOR');
  });

  it('moves a clicked letter to the answer row and back to its tray slot', () => {
    const puzzle = createPuzzle('AMOR', '', alwaysFirst);
    const { state, outcome } = placeLetter(puzzle, 2);
    expect(outcome).toBe('incomplete');
    expect(spell(answerLetters(state))).toBe('O');
    expect(spell(trayLetters(state))).toBe('MRA');
    const back = removeLetter(state, 2);
    expect(spell(trayLetters(back))).toBe('MORA');
    expect(answerLetters(back)).toEqual([]);
  });

  it('ignores letters that are not where the click says', () => {
    const puzzle = createPuzzle('AMOR', '', alwaysFirst);
    expect(removeLetter(puzzle, 0)).toBe(puzzle);
    const placed = placeLetter(puzzle, 0).state;
    expect(placeLetter(placed, 0).state).toBe(placed);
  });

  it('solves the puzzle when the full row spells the word', () => {
    const { state, outcome } = placeText(createPuzzle('Amor', 'Escriban notas.', alwaysFirst), 'AMOR');
    expect(outcome).toBe('correct');
    expect(state.solved).toBe(true);
    expect(trayLetters(state)).toEqual([]);
    expect(removeLetter(state, 0)).toBe(state);
  });

  it('keeps playing after a wrong full row', () => {
    const wrong = placeText(createPuzzle('AMOR', '', alwaysFirst), 'ROMA');
    expect(wrong.outcome).toBe('wrong');
    expect(wrong.state.solved).toBe(false);
    let state = wrong.state;
    for (const letter of answerLetters(state)) state = removeLetter(state, letter.id);
    const retry = placeText(state, 'AMOR');
    expect(retry.outcome).toBe('correct');
  });

  it('tells repeated letters apart', () => {
    const { outcome } = placeText(createPuzzle('RESPETO', '', alwaysFirst), 'RESPETO');
    expect(outcome).toBe('correct');
  });

  it('gives two hints at most: first letter, then first and last', () => {
    let puzzle = createPuzzle('RESPETO', '', alwaysFirst);
    expect(hintText(puzzle)).toBeNull();
    puzzle = requestHint(puzzle);
    expect(hintText(puzzle)).toBe('R _ _ _ _ _ _');
    puzzle = requestHint(puzzle);
    expect(hintText(puzzle)).toBe('R _ _ _ _ _ O');
    expect(requestHint(puzzle)).toBe(puzzle);
    expect(puzzle.hintsUsed).toBe(MAX_HINTS);
  });
});

describe('choosing the puzzle word', () => {
  const words = [{ word: 'RESPETO' }, { word: 'AMOR' }, { word: 'ESCUCHA' }];

  it('picks a word with the injected random source', () => {
    expect(pickPuzzleWord(words, () => 0.5)?.word).toBe('AMOR');
    expect(pickPuzzleWord([], () => 0.5)).toBeUndefined();
  });

  it('picks another word on replay when there is one', () => {
    expect(pickPuzzleWord(words, () => 0, 'RESPETO')?.word).toBe('AMOR');
    expect(pickPuzzleWord([{ word: 'amor' }], () => 0, 'AMOR')?.word).toBe('amor');
  });
});
