import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderQueue, RenderQueueFull, type Release } from './renderQueue';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Asks for a slot as request `name`, noting when it gets one; its outcome and release are kept. */
function ask(queue: RenderQueue, started: string[], name: string, signal?: AbortSignal) {
  const request = { release: null as Release | null, refused: null as unknown };
  void queue.acquire(signal).then(
    (release) => {
      started.push(name);
      request.release = release;
    },
    (error: unknown) => void (request.refused = error),
  );
  return request;
}

describe('the render queue', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most `concurrency` renders, and the waiting ones first in, first out', async () => {
    const queue = new RenderQueue({ concurrency: 2, queueLimit: 10 });
    const started: string[] = [];
    const requests = ['a', 'b', 'c', 'd', 'e'].map((name) => ask(queue, started, name));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 3 });
    requests[1]!.release!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // A slot given back twice is one slot.
    requests[1]!.release!();
    requests[0]!.release!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    requests[2]!.release!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const request of requests) request.release!();
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses at once a request that would wait past the bound, and takes one again when a place frees', async () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 2 });
    const started: string[] = [];
    const [running] = ['run', 'w1', 'w2'].map((name) => ask(queue, started, name));
    const refused = ask(queue, started, 'refused');
    await settle();
    expect(refused.refused).toEqual(new RenderQueueFull('full'));
    running!.release!();
    await settle();
    ask(queue, started, 'later');
    expect(queue.waiting).toBe(2);
    expect(started).toEqual(['run', 'w1']);
  });

  it('refuses a request that waited past the wait bound, and the next one takes its place', async () => {
    vi.useFakeTimers();
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 5, waitLimitMs: 1_000 });
    const started: string[] = [];
    const running = ask(queue, started, 'run');
    const late = ask(queue, started, 'late');
    await vi.advanceTimersByTimeAsync(999);
    expect(queue.waiting).toBe(1);
    expect(late.refused).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(late.refused).toEqual(new RenderQueueFull('waited'));
    expect(queue.waiting).toBe(0);
    ask(queue, started, 'next');
    running.release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['run', 'next']);
  });

  it('forgets a request whose client left while it waited', async () => {
    const queue = new RenderQueue({ concurrency: 1, queueLimit: 5 });
    const started: string[] = [];
    const running = ask(queue, started, 'run');
    const leaving = new AbortController();
    const gone = ask(queue, started, 'gone', leaving.signal);
    ask(queue, started, 'stays');
    leaving.abort(new Error('client left'));
    await settle();
    expect(gone.refused).toEqual(new Error('client left'));
    expect(queue.waiting).toBe(1);
    running.release!();
    await settle();
    expect(started).toEqual(['run', 'stays']);
  });
});
