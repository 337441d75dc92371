import { describe, expect, it, vi } from 'vitest';
import type { EffectiveEntry } from '../services/siteConfig';
import { ANSWER_WITHIN_MS, calendarOriginSource, RECHECK_MS } from './calendarOrigin';

/** A site configuration whose reads are counted and answered when the test says. */
function fakeConfig(initial: string | null) {
  let value = initial;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let reads = 0;
  let held = false;
  const siteConfig = (keys?: readonly string[] | null) => {
    reads += 1;
    const entries = (keys ?? []).map((key) => ({ key, value }) as EffectiveEntry);
    if (!held) return Promise.resolve(entries);
    return new Promise<EffectiveEntry[]>((resolve, reject) =>
      pending.push({ resolve: () => resolve(entries.map((entry) => ({ ...entry, value }))), reject }),
    );
  };
  return {
    siteConfig,
    set: (next: string | null) => void (value = next),
    hold: () => void (held = true),
    release: () => {
      held = false;
      for (const read of pending.splice(0)) read.resolve();
    },
    fail: () => {
      held = false;
      for (const read of pending.splice(0)) read.reject(new Error('connection refused'));
    },
    reads: () => reads,
  };
}

describe('calendarOriginSource', () => {
  it('reads through the site configuration while changes are heard, so a change shows at once', async () => {
    const config = fakeConfig('https://calendar.google.com/x');
    const source = calendarOriginSource(config.siteConfig, { listening: true });
    expect(await source()).toBe('https://calendar.google.com');
    config.set('https://citas.example.org/agenda');
    expect(await source()).toBe('https://citas.example.org');
  });

  it('frames nothing that is not https, nor a value that is not a URL', async () => {
    for (const value of ['http://calendar.example.org/x', 'no es una dirección', null]) {
      const source = calendarOriginSource(fakeConfig(value).siteConfig, { listening: true });
      expect(await source()).toBeNull();
    }
  });

  it('without the signal, answers the last origin at once and reads again once per recheck, one read at a time', async () => {
    let now = 0;
    const config = fakeConfig('https://calendar.google.com/x');
    const signal = { listening: true };
    const source = calendarOriginSource(config.siteConfig, signal, () => now);
    await source();
    signal.listening = false;
    const readsBefore = config.reads();
    // Within the recheck interval: memory only.
    expect(await Promise.all([source(), source(), source()])).toEqual(Array(3).fill('https://calendar.google.com'));
    expect(config.reads()).toBe(readsBefore);
    // Past it, with the database hanging: the answer does not wait, and one read is started for all.
    now += RECHECK_MS;
    config.hold();
    config.set('https://citas.example.org/agenda');
    expect(await Promise.all([source(), source(), source()])).toEqual(Array(3).fill('https://calendar.google.com'));
    expect(config.reads()).toBe(readsBefore + 1);
    config.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await source()).toBe('https://citas.example.org');
  });

  it('keeps the last origin when a read fails, and does not read again before the recheck', async () => {
    let now = 0;
    const config = fakeConfig('https://calendar.google.com/x');
    const source = calendarOriginSource(config.siteConfig, { listening: false }, () => now);
    expect(await source()).toBe('https://calendar.google.com');
    now += RECHECK_MS;
    config.hold();
    expect(await source()).toBe('https://calendar.google.com');
    config.fail();
    await new Promise((resolve) => setImmediate(resolve));
    const reads = config.reads();
    now += 1;
    expect(await source()).toBe('https://calendar.google.com');
    expect(config.reads()).toBe(reads);
  });

  it('while listening, a failed read answers the last origin known', async () => {
    const config = fakeConfig('https://calendar.google.com/x');
    const source = calendarOriginSource(config.siteConfig, { listening: true });
    await source();
    config.hold();
    const answer = source();
    config.fail();
    expect(await answer).toBe('https://calendar.google.com');
  });
});

describe('calendarOriginSource against a database that does not answer', () => {
  it('never holds an answer longer than ANSWER_WITHIN_MS, whether changes are heard or not', async () => {
    vi.useFakeTimers();
    try {
      for (const listening of [true, false]) {
        const config = fakeConfig('https://calendar.google.com/x');
        config.hold();
        const source = calendarOriginSource(config.siteConfig, { listening });
        const answer = source();
        await vi.advanceTimersByTimeAsync(ANSWER_WITHIN_MS);
        expect(await answer).toBeNull();
        // When the read settles at last, its origin is what the next answer gets.
        config.release();
        await vi.advanceTimersByTimeAsync(0);
        expect(await source()).toBe('https://calendar.google.com');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
