import type { CSSProperties, ReactNode } from 'react';
import classes from './ResponsiveGrid.module.css';

interface ResponsiveGridProps {
  /** Columns from 0, from Mantine's sm (48em) and from its md (62em) breakpoint. */
  cols: { base: number; sm?: number; md?: number };
  /** A Mantine spacing name or pixels. */
  spacing: 'md' | 'lg' | 'xl' | number;
  className?: string;
  children: ReactNode;
}

/**
 * Mantine's SimpleGrid without its <style> element: SimpleGrid writes its
 * columns as a <style> inside the body, which the HTML standard does not allow
 * there (the validator in web/e2e/htmlValidity.e2e.ts fails on it). Here the
 * columns are custom properties on the element and the media queries live in
 * the stylesheet.
 */
export function ResponsiveGrid({ cols, spacing, className, children }: ResponsiveGridProps) {
  const sm = cols.sm ?? cols.base;
  const style = {
    '--grid-cols': cols.base,
    '--grid-cols-sm': sm,
    '--grid-cols-md': cols.md ?? sm,
    '--grid-gap': typeof spacing === 'number' ? `${spacing}px` : `var(--mantine-spacing-${spacing})`,
  } as CSSProperties;
  return (
    <div className={className ? `${classes.grid} ${className}` : classes.grid} style={style}>
      {children}
    </div>
  );
}
