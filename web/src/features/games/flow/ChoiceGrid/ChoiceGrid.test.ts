import { describe, expect, it } from 'vitest';
import { longestWordLength } from './ChoiceGrid';

describe('longestWordLength', () => {
  it('measures words, not labels, in characters', () => {
    expect(longestWordLength(['Papá', 'Hermano/a', 'Otro'])).toBe(9);
    expect(longestWordLength(['Ver Respuestas Familiares'])).toBe(10);
    expect(longestWordLength(['Mamá'])).toBe(4);
  });

  it('is at least one for no labels', () => {
    expect(longestWordLength([])).toBe(1);
  });
});
