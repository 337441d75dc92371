import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './ChoiceGrid.module.css';

/** The length, in characters, of the longest word among the labels. */
export function longestWordLength(labels: readonly string[]): number {
  return Math.max(1, ...labels.flatMap((label) => label.split(/\s+/)).map((word) => [...word].length));
}

interface ChoiceGridProps {
  /** The group's accessible name, e.g. '¿Quién es más probable?'. */
  label: string;
  /** Every button's label: the longest word sets the narrowest column. */
  choices: readonly string[];
  children: ReactNode;
}

/** A game's answer buttons (ChoiceButton), in one or two columns as their words need (ChoiceGrid.module.css). */
export function ChoiceGrid({ label, choices, children }: ChoiceGridProps) {
  const style = { '--choice-chars': longestWordLength(choices) } as CSSProperties;
  return (
    <div role="group" aria-label={label} className={classes.grid} style={style}>
      {children}
    </div>
  );
}

type ChoiceButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** One answer of a ChoiceGrid: a large button whose label keeps its words whole. */
export function ChoiceButton(props: ChoiceButtonProps) {
  return <Button size="xl" {...props} classNames={{ root: classes.choice, label: classes.label }} />;
}
