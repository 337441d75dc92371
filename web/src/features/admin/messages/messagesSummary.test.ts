import { describe, expect, it } from 'vitest';
import { messagesSummary } from './messagesSummary';

describe('messagesSummary', () => {
  it('says "mensaje" for exactly one message', () => {
    expect(messagesSummary(1, 1)).toBe('1 mensaje, 1 sin leer.');
    expect(messagesSummary(3, 0)).toBe('3 mensajes, 0 sin leer.');
  });
});
