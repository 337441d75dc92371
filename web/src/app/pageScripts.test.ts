import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKS_TASK_BUDGET_MS, preloadPageScripts } from './pageScripts';

interface FakeLink {
  rel: string;
  crossOrigin: string;
  href: string;
}

/**
 * A page whose list names `count` scripts, where adding a link costs `linkCostMs` of a
 * fake clock; records which task each link went in (a task ends where the code yields).
 */
function fakePage(count: number, linkCostMs: number) {
  let now = 0;
  let task = 0;
  const appended: { href: string; task: number; link: FakeLink }[] = [];
  const scripts = Array.from({ length: count }, (_, i) => `/assets/chunk-${i}.js`);
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('scheduler', {
    yield: async () => {
      task += 1;
    },
  });
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'page-scripts' ? { textContent: JSON.stringify(scripts) } : null),
    createElement: () => ({ rel: '', crossOrigin: '', href: '' }),
    head: {
      append(link: FakeLink) {
        now += linkCostMs;
        appended.push({ href: link.href, task, link });
      },
    },
  });
  return { appended, scripts, tasks: () => task + 1 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preloadPageScripts', () => {
  it('adds a modulepreload link for every listed script, in order', async () => {
    const page = fakePage(5, 0.1);
    await preloadPageScripts();
    expect(page.appended.map((entry) => entry.href)).toEqual(page.scripts);
    for (const { link } of page.appended) expect(link).toMatchObject({ rel: 'modulepreload', crossOrigin: '' });
  });

  it('yields to the browser between tasks when adding links is slow, keeping each task within its budget', async () => {
    const linkCostMs = 6;
    const page = fakePage(26, linkCostMs);
    await preloadPageScripts();
    expect(page.appended).toHaveLength(26);
    const perTask = new Map<number, number>();
    for (const { task } of page.appended) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    // A task stops adding once it has spent its budget: at most one link past it.
    const mostPerTask = Math.ceil(LINKS_TASK_BUDGET_MS / linkCostMs);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(mostPerTask);
    expect(page.tasks()).toBeGreaterThanOrEqual(Math.ceil(26 / mostPerTask));
  });

  it('adds them all in one task where links are cheap', async () => {
    const page = fakePage(26, 0.2);
    await preloadPageScripts();
    expect(page.tasks()).toBe(1);
  });

  it('does nothing on a page without a list (a client-only admin page)', async () => {
    const append = vi.fn();
    vi.stubGlobal('document', { getElementById: () => null, head: { append } });
    await preloadPageScripts();
    expect(append).not.toHaveBeenCalled();
  });
});
