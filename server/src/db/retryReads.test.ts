import type { Sql } from 'postgres';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_DEADLINE_MS, ReadDeadlineExceeded, retryingReads } from './retryReads';

type Outcome = { rows: unknown[] } | { error: unknown } | 'never';

/** A stand-in for postgres.js: each call to `unsafe` takes the next outcome; 'never' is a stranded query. */
function fakeSql(outcomes: Outcome[]) {
  const calls: string[] = [];
  const pendingFor = (outcome: Outcome): Promise<unknown> =>
    outcome === 'never'
      ? new Promise(() => {})
      : 'error' in outcome
        ? Promise.reject(outcome.error)
        : Promise.resolve(outcome.rows);
  const sql = {
    unsafe(query: string) {
      calls.push(query);
      const outcome = outcomes.shift() ?? { rows: [] };
      return {
        then: (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) => pendingFor(outcome).then(ok, fail),
        values: () => pendingFor(outcome),
      };
    },
  };
  return { sql: sql as unknown as Sql, calls };
}

const lost = { error: Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }) };

describe('reads through the pool', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives up on a read left unanswered past the deadline, without trying it again', async () => {
    const { sql, calls } = fakeSql(['never']);
    const read = retryingReads(sql, 3).unsafe('select 1');
    const settled = Promise.resolve(read).then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS - 1);
    let outcome: unknown = 'waiting';
    void settled.then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toBeInstanceOf(ReadDeadlineExceeded);
    expect(calls).toEqual(['select 1']);
  });

  it('gives up on a stranded read asked for as arrays too', async () => {
    const { sql } = fakeSql(['never']);
    const settled = (retryingReads(sql, 1).unsafe('select 1') as unknown as { values(): Promise<unknown> })
      .values()
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS);
    expect(await settled).toBeInstanceOf(ReadDeadlineExceeded);
  });

  it('answers a read in time and leaves no timer behind', async () => {
    const { sql } = fakeSql([{ rows: [{ n: 1 }] }]);
    await expect(Promise.resolve(retryingReads(sql, 2).unsafe('select 1'))).resolves.toEqual([{ n: 1 }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries a read again on a lost connection, once per pooled connection', async () => {
    const { sql, calls } = fakeSql([lost, lost, { rows: [{ n: 2 }] }]);
    await expect(Promise.resolve(retryingReads(sql, 2).unsafe('select 2'))).resolves.toEqual([{ n: 2 }]);
    expect(calls).toHaveLength(3);
  });

  it('never puts a deadline on a write: its fate on the server is unknown', async () => {
    const { sql } = fakeSql(['never']);
    let settled = false;
    void Promise.resolve(retryingReads(sql, 2).unsafe('update t set n = 1')).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS * 2);
    expect(settled).toBe(false);
  });
});
