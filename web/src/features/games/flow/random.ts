/** A source of numbers in [0, 1), like Math.random; injected so tests can fix the order. */
export type RandomSource = () => number;

/** Fisher–Yates shuffle into a new array; the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** One item at random, or undefined for an empty list. */
export function pickRandom<T>(items: readonly T[], random: RandomSource): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.floor(random() * items.length)];
}
