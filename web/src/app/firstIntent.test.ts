import { describe, expect, it } from 'vitest';
import { firstIntent } from './firstIntent';

describe('firstIntent', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    'waits for the first %s, then stops listening',
    async (type) => {
      const target = new EventTarget();
      let resolved = false;
      const waiting = firstIntent(target as unknown as Window).then(() => {
        resolved = true;
      });
      target.dispatchEvent(new Event('load'));
      target.dispatchEvent(new Event('mousemove'));
      await Promise.resolve();
      expect(resolved).toBe(false);
      target.dispatchEvent(new Event(type));
      await waiting;
      expect(resolved).toBe(true);
    },
  );
});
