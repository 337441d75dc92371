import { describe, expect, it } from 'vitest';
import { ordersSummary } from './orderFormat';

describe('ordersSummary', () => {
  it('says "intento" for exactly one purchase attempt', () => {
    expect(ordersSummary(1)).toBe('1 intento de compra.');
    expect(ordersSummary(2)).toBe('2 intentos de compra.');
  });
});
