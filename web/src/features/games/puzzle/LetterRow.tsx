import { Box, Button, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { PuzzleLetter } from './puzzle';

interface LetterRowProps {
  label: string;
  letters: readonly PuzzleLetter[];
  /** Dashed places still to fill (answer row only). */
  emptySlots?: number;
  actionLabel: (char: string) => string;
  onLetter: (id: number) => void;
  variant: 'filled' | 'light';
  groupRef?: Ref<HTMLDivElement>;
}

const TILE = 52;

/** A row of large letter buttons (tray or answer) under a visible label. */
export function LetterRow({
  label,
  letters,
  emptySlots = 0,
  actionLabel,
  onLetter,
  variant,
  groupRef,
}: LetterRowProps) {
  return (
    <div>
      <Text fw={600} mb={6}>
        {label}
      </Text>
      <Group gap={8} role="group" aria-label={label} ref={groupRef} mih={TILE}>
        {letters.map((letter) => (
          <Button
            key={letter.id}
            w={TILE}
            h={TILE}
            px={0}
            fz={24}
            variant={variant}
            aria-label={actionLabel(letter.char)}
            onClick={() => onLetter(letter.id)}
          >
            {letter.char}
          </Button>
        ))}
        {Array.from({ length: emptySlots }, (_, index) => (
          <Box
            key={`empty-${index}`}
            aria-hidden
            w={TILE}
            h={TILE}
            style={{ border: '2px dashed var(--mantine-color-gray-5)', borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Group>
    </div>
  );
}
