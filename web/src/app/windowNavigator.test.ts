import { NavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createWindowNavigator, type LocationUpdate, type NavigatorWindow } from './windowNavigator';

/** A session history of one document: entries with their state, and popstate listeners. */
function fakeWindow(start = '/') {
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(start, 'https://sitio.test'), state: null }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const current = () => entries[index]!;
  const win = {
    location: {
      get pathname() {
        return current().url.pathname;
      },
      get search() {
        return current().url.search;
      },
      get hash() {
        return current().url.hash;
      },
      assign: vi.fn(),
      replace: vi.fn(),
    },
    history: {
      get state() {
        return current().state;
      },
      pushState: vi.fn((state: unknown, _unused: string, url?: string | URL | null) => {
        entries.splice(index + 1, entries.length, { url: new URL(String(url), current().url), state });
        index += 1;
      }),
      replaceState: vi.fn((state: unknown, _unused: string, url?: string | URL | null) => {
        entries[index] = { url: url == null ? current().url : new URL(String(url), current().url), state };
      }),
      go: vi.fn((delta?: number) => {
        index += delta ?? 0;
        for (const listener of popListeners) listener();
      }),
    },
    addEventListener: (type: string, listener: () => void) => void (type === 'popstate' && popListeners.add(listener)),
    removeEventListener: (type: string, listener: () => void) =>
      void (type === 'popstate' && popListeners.delete(listener)),
  };
  return { win: win as unknown as NavigatorWindow, fake: win, popListeners, entries };
}

describe('the public navigator', () => {
  it('starts at the document location', () => {
    const { win } = fakeWindow('/articulos?pagina=2#lista');
    expect(createWindowNavigator(win).location).toMatchObject({
      pathname: '/articulos',
      search: '?pagina=2',
      hash: '#lista',
      state: null,
      key: 'default',
    });
  });

  it('pushes and replaces entries, with their state, and tells its listeners', () => {
    const { win, entries } = fakeWindow();
    const navigator = createWindowNavigator(win);
    const updates: LocationUpdate[] = [];
    navigator.listen((update) => updates.push(update));

    navigator.push({ pathname: '/guias', search: '?q=sueño' }, { from: 'home' });
    navigator.replace('/guias/3');

    expect(entries.map((entry) => entry.url.pathname)).toEqual(['/', '/guias/3']);
    expect(updates.map(({ action, location }) => [action, location.pathname, location.state])).toEqual([
      [NavigationType.Push, '/guias', { from: 'home' }],
      [NavigationType.Replace, '/guias/3', null],
    ]);
    expect(updates[0]!.location.key).not.toBe(updates[1]!.location.key);
    expect(navigator.location.pathname).toBe('/guias/3');
  });

  it('numbers the entries as react-router does (BackBar reads `idx`), from the one the page loaded on', () => {
    const { win, entries } = fakeWindow('/guias');
    const navigator = createWindowNavigator(win);
    expect(entries[0]).toMatchObject({ state: { idx: 0 } });
    expect(entries[0]!.url.pathname).toBe('/guias');
    navigator.push('/guias/1');
    navigator.push('/guias/2');
    navigator.replace('/guias/3');
    expect(entries.map((entry) => (entry.state as { idx: number }).idx)).toEqual([0, 1, 2]);

    // A document loaded on an entry that has its number keeps it.
    const later = fakeWindow('/juegos');
    later.entries[0]!.state = { usr: null, key: 'k', idx: 4 };
    createWindowNavigator(later.win).push('/sobre-mi');
    expect((later.entries[1]!.state as { idx: number }).idx).toBe(5);
  });

  it('reports back and forward as POP with the entry they land on', () => {
    const { win } = fakeWindow();
    const navigator = createWindowNavigator(win);
    const updates: LocationUpdate[] = [];
    navigator.listen((update) => updates.push(update));
    navigator.push('/juegos', { tab: 1 });
    navigator.go(-1);
    navigator.go(1);
    expect(updates.map(({ action, location }) => [action, location.pathname, location.state])).toEqual([
      [NavigationType.Push, '/juegos', { tab: 1 }],
      [NavigationType.Pop, '/', null],
      [NavigationType.Pop, '/juegos', { tab: 1 }],
    ]);
  });

  it('listens to popstate only while someone listens to it', () => {
    const { win, popListeners } = fakeWindow();
    const navigator = createWindowNavigator(win);
    const stop = navigator.listen(() => undefined);
    const stopToo = navigator.listen(() => undefined);
    expect(popListeners.size).toBe(1);
    stop();
    expect(popListeners.size).toBe(1);
    stopToo();
    expect(popListeners.size).toBe(0);
  });

  it('loads the page when the browser refuses a new entry, but surfaces state it cannot store', () => {
    const { win, fake } = fakeWindow();
    const navigator = createWindowNavigator(win);
    const listener = vi.fn();
    navigator.listen(listener);
    fake.history.pushState.mockImplementationOnce(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    navigator.push('/sobre-mi');
    expect(fake.location.assign).toHaveBeenCalledWith('/sobre-mi');
    expect(listener).not.toHaveBeenCalled();

    fake.history.replaceState.mockImplementationOnce(() => {
      throw new DOMException('not cloneable', 'DataCloneError');
    });
    expect(() => navigator.replace('/sobre-mi', { callback: () => 1 })).toThrow('not cloneable');
  });

  it('makes hrefs from paths', () => {
    const navigator = createWindowNavigator(fakeWindow().win);
    expect(navigator.createHref({ pathname: '/articulos', search: '?q=a', hash: '#x' })).toBe('/articulos?q=a#x');
    expect(navigator.createHref('/guias')).toBe('/guias');
  });
});
