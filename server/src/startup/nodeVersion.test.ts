import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './nodeVersion';

describe('nodeVersionProblem', () => {
  it('accepts 22.12 and later, and says in one line what an older Node lacks', () => {
    for (const ok of ['22.12.0', '22.23.5', '23.0.0', '24.1.0']) expect(nodeVersionProblem(ok)).toBeNull();
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Node.js 22.12 or later is needed (this is 20.20.2): install Node.js 22 LTS.',
    );
    expect(nodeVersionProblem('22.11.0')).not.toBeNull();
  });
});
