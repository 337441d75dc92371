import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the class names given and skips absent ones', () => {
    expect(cx('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
  });

  it('gives an empty string when none is given', () => {
    expect(cx(false, undefined)).toBe('');
  });
});
