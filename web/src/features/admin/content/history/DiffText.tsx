import { Group, Text } from '@mantine/core';
import classes from './DiffText.module.css';

export interface DiffPartValue {
  value: string;
  added: boolean;
  removed: boolean;
}

/** One field's word-level difference, as the server computed it: insertions and deletions marked. */
export function DiffText({ parts }: { parts: readonly DiffPartValue[] }) {
  return (
    <Text component="div" size="sm" className={classes.text}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={classes.added}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} className={classes.removed}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </Text>
  );
}

/** What the marks mean, beside every comparison. */
export function DiffLegend() {
  return (
    <Group gap="md" aria-label="Leyenda">
      <Text size="sm">
        <ins className={classes.added}>Añadido</ins>
      </Text>
      <Text size="sm">
        <del className={classes.removed}>Eliminado</del>
      </Text>
    </Group>
  );
}
