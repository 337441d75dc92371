import { NavigationType, type Location, type To } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  createInterceptableHistory,
  type BrowserHistoryLike,
  type HistoryUpdate,
} from '../../../app/navigation/interceptableHistory';
import { createNavigationBlocker } from './navigationBlocker';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const pathOf = (to: To) => (typeof to === 'string' ? to : (to.pathname ?? '/'));

/** A session history the way a browser keeps it; `go` is the back and forward buttons. */
function fakeBrowserHistory(start: string) {
  const entries = [at(start)];
  let index = 0;
  let action = NavigationType.Pop;
  let listener: ((update: HistoryUpdate) => void) | null = null;
  const report = (update: HistoryUpdate) => {
    action = update.action;
    listener?.(update);
  };
  const history: BrowserHistoryLike = {
    get action() {
      return action;
    },
    get location() {
      return entries[index] as Location;
    },
    createHref: pathOf,
    encodeLocation: (to) => ({ pathname: pathOf(to), search: '', hash: '' }),
    push(to) {
      entries.splice(index + 1, entries.length, at(pathOf(to)));
      index += 1;
      report({ action: NavigationType.Push, location: history.location, delta: 1 });
    },
    replace(to) {
      entries[index] = at(pathOf(to));
      report({ action: NavigationType.Replace, location: history.location, delta: 0 });
    },
    go(delta) {
      index += delta;
      report({ action: NavigationType.Pop, location: history.location, delta });
    },
    listen(next) {
      listener = next;
      return () => (listener = null);
    },
  };
  return history;
}

/** The app's history over a fake browser, what the router was shown, and a blocker guarding one form. */
function setUp(blocking: { dirty: boolean }) {
  const browser = fakeBrowserHistory('/admin/articles');
  browser.push('/admin/articles/edit/7');
  const history = createInterceptableHistory(browser);
  const shown: string[] = [];
  history.listen((update) => shown.push(`${update.action} ${update.location.pathname}`));
  const blocker = createNavigationBlocker(
    history,
    ({ currentLocation, nextLocation }) => blocking.dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const detach = blocker.attach();
  return { browser, history, shown, blocker, detach };
}

describe('createNavigationBlocker', () => {
  it('lets navigations through while the form has no changes', () => {
    const { browser, history, shown, blocker } = setUp({ dirty: false });
    history.push('/admin/guides');
    browser.go(-1);
    expect(shown).toEqual(['PUSH /admin/guides', 'POP /admin/articles/edit/7']);
    expect(blocker.current().state).toBe('unblocked');
  });

  it('holds a link before the URL changes; reset stays, proceed goes', () => {
    const { browser, history, shown, blocker } = setUp({ dirty: true });
    history.push('/admin/guides');
    expect(browser.location.pathname).toBe('/admin/articles/edit/7');
    expect(blocker.current()).toMatchObject({ state: 'blocked', location: { pathname: '/admin/guides' } });
    expect(shown).toEqual([]);

    blocker.current().reset?.();
    expect(blocker.current().state).toBe('unblocked');
    expect(browser.location.pathname).toBe('/admin/articles/edit/7');

    history.push('/admin/guides');
    blocker.current().proceed?.();
    expect(browser.location.pathname).toBe('/admin/guides');
    expect(shown).toEqual(['PUSH /admin/guides']);
    expect(blocker.current().state).toBe('unblocked');
  });

  it('lets through a navigation the rule allows while dirty (the same page)', () => {
    const { history, shown } = setUp({ dirty: true });
    history.replace('/admin/articles/edit/7');
    expect(shown).toEqual(['REPLACE /admin/articles/edit/7']);
  });

  it('undoes the back button at once, without showing the router, and goes back on proceed', () => {
    const { browser, shown, blocker } = setUp({ dirty: true });
    browser.go(-1); // the visitor presses back
    expect(browser.location.pathname).toBe('/admin/articles/edit/7');
    expect(shown).toEqual([]);
    expect(blocker.current()).toMatchObject({ state: 'blocked', location: { pathname: '/admin/articles' } });

    blocker.current().proceed?.();
    expect(browser.location.pathname).toBe('/admin/articles');
    expect(shown).toEqual(['POP /admin/articles']);
    expect(blocker.current().state).toBe('unblocked');
  });

  it('keeps the form after a held back button is answered with reset', () => {
    const { browser, shown, blocker } = setUp({ dirty: true });
    browser.go(-1);
    blocker.current().reset?.();
    expect(browser.location.pathname).toBe('/admin/articles/edit/7');
    expect(shown).toEqual([]);
    // The next back press is held again, not mistaken for the guard's own undo.
    browser.go(-1);
    expect(blocker.current().state).toBe('blocked');
    expect(browser.location.pathname).toBe('/admin/articles/edit/7');
  });

  it('stops holding, and forgets a held navigation, once detached', () => {
    const { history, shown, blocker, detach } = setUp({ dirty: true });
    history.push('/admin/guides');
    expect(blocker.current().state).toBe('blocked');
    detach();
    expect(blocker.current().state).toBe('unblocked');
    history.push('/admin/guides');
    expect(shown).toEqual(['PUSH /admin/guides']);
  });
});
