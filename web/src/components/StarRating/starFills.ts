export type StarFill = 'full' | 'half' | 'empty';

export const MAX_STARS = 5;

/**
 * Spec: five stars, with a half star for any fractional part of the average
 * (4.2 → four full stars and a half). Values outside 0..max are clamped.
 */
export function starFills(average: number, max = MAX_STARS): StarFill[] {
  const value = Number.isFinite(average) ? Math.min(Math.max(average, 0), max) : 0;
  const whole = Math.floor(value);
  const hasFraction = value > whole;
  return Array.from({ length: max }, (_, index) => {
    if (index < whole) return 'full';
    if (index === whole && hasFraction) return 'half';
    return 'empty';
  });
}

/** 'calificación' for exactly one rating, 'calificaciones' otherwise (also for 0). */
export function ratingCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'calificación' : 'calificaciones'}`;
}

/** The spec shows the mean with one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** Accessible name of one star choice: '1 estrella', '4 estrellas'. */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'estrella' : 'estrellas'}`;
}
