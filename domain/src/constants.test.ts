import { describe, expect, it } from 'vitest';
import { formatPrice } from './constants';

describe('formatPrice', () => {
  it("writes 'ARS $' and two decimals", () => {
    expect(formatPrice(4500)).toBe('ARS $4500.00');
    expect(formatPrice(12.5)).toBe('ARS $12.50');
  });
});
