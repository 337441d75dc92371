import { Button, Card, Stack, Text } from '@mantine/core';
import { showToast } from '../../../lib/toastSettings';
import { useEffect, useRef, useState } from 'react';
import type { RandomSource } from '../flow/random';
import { GameOverPanel } from '../flow/GameOverPanel';
import { LetterRow } from './LetterRow';
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
} from './puzzle';

export interface PuzzleWordItem {
  id: string;
  word: string;
  activityDescription: string;
}

interface WordPuzzleBoardProps {
  /** Never empty: the caller shows the no-words message instead. */
  words: readonly PuzzleWordItem[];
  random?: RandomSource;
}

function newPuzzle(words: readonly PuzzleWordItem[], random: RandomSource, previousWord?: string) {
  const chosen = pickPuzzleWord(words, random, previousWord);
  return createPuzzle(chosen?.word ?? '', chosen?.activityDescription ?? '', random);
}

/** The puzzle itself: tray, answer row, hints, automatic check and the solved view. */
export function WordPuzzleBoard({ words, random = Math.random }: WordPuzzleBoardProps) {
  const [puzzle, setPuzzle] = useState(() => newPuzzle(words, random));
  const trayRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'tray' | 'answer' | null>(null);

  // A clicked tile leaves its row; move focus to the next tile so keyboard play continues.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (!target) return;
    const [first, second] = target === 'tray' ? [trayRef, answerRef] : [answerRef, trayRef];
    (first.current?.querySelector('button') ?? second.current?.querySelector('button'))?.focus();
  }, [puzzle]);

  const place = (id: number) => {
    const { state, outcome } = placeLetter(puzzle, id);
    focusNext.current = 'tray';
    setPuzzle(state);
    if (outcome === 'wrong') {
      showToast({ title: 'Inténtalo de nuevo', message: 'La palabra no es correcta.', color: 'orange' });
    }
  };
  const remove = (id: number) => {
    focusNext.current = 'answer';
    setPuzzle(removeLetter(puzzle, id));
  };

  if (puzzle.solved) {
    return (
      <GameOverPanel title="¡Correcto!" onReplay={() => setPuzzle(newPuzzle(words, random, puzzle.word))}>
        {/* Up to 15 letters: sized to the phone's width, and wrapped rather than cut if still too wide. */}
        <Text
          fz="clamp(1.25rem, 6vw, 2rem)"
          fw={700}
          c="teal.9"
          style={{ letterSpacing: '0.15em', overflowWrap: 'anywhere' }}
        >
          {puzzle.word}
        </Text>
        <Stack gap={4}>
          <Text fw={600}>Actividad para hacer en familia:</Text>
          <Text fz="lg">{puzzle.activityDescription}</Text>
        </Stack>
      </GameOverPanel>
    );
  }

  const answer = answerLetters(puzzle);
  const hint = hintText(puzzle);
  const hintsLeft = MAX_HINTS - puzzle.hintsUsed;
  return (
    <Card withBorder padding="lg" radius="lg">
      <Stack gap="lg">
        <Text fz="lg">
          Ordena las letras para descubrir la palabra ({puzzle.word.length} letras). Toca una letra para sumarla a tu
          respuesta y tócala otra vez para devolverla.
        </Text>
        <LetterRow
          label="Tu respuesta"
          letters={answer}
          emptySlots={puzzle.letters.length - answer.length}
          actionLabel={(char) => `Quitar la letra ${char}`}
          onLetter={remove}
          variant="filled"
          groupRef={answerRef}
        />
        <LetterRow
          label="Letras disponibles"
          letters={trayLetters(puzzle)}
          actionLabel={(char) => `Colocar la letra ${char}`}
          onLetter={place}
          variant="light"
          groupRef={trayRef}
        />
        <div aria-live="polite">
          {hint && (
            <Text fz="xl" fw={600} style={{ letterSpacing: '0.1em' }}>
              Pista: {hint}
            </Text>
          )}
        </div>
        <Button size="lg" variant="default" disabled={hintsLeft === 0} onClick={() => setPuzzle(requestHint(puzzle))}>
          {hintsLeft === 0
            ? 'No quedan pistas'
            : `Pedir Pista (${hintsLeft} ${hintsLeft === 1 ? 'restante' : 'restantes'})`}
        </Button>
      </Stack>
    </Card>
  );
}
