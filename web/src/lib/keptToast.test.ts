import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepToastForNextPage, showKeptToast } from './keptToast';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const shownTitles = () => notificationsStore.getState().notifications.map((toast) => toast.title);

describe('a toast kept for the next page', () => {
  beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

  it('is shown once on the next page, then forgotten', () => {
    const storage = memoryStorage();
    keepToastForNextPage(
      { title: 'Sesión cerrada', message: 'Has cerrado sesión correctamente.', color: 'teal' },
      storage,
    );
    showKeptToast(storage);
    expect(shownTitles()).toEqual(['Sesión cerrada']);
    expect(storage.items.size).toBe(0);

    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [] });
    showKeptToast(storage);
    expect(shownTitles()).toEqual([]);
  });

  it('shows nothing when nothing was kept, or what was kept is not a toast', () => {
    const storage = memoryStorage();
    showKeptToast(storage);
    storage.setItem('cef:kept-toast', '{not json');
    showKeptToast(storage);
    expect(shownTitles()).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('lets the navigation go on when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => keepToastForNextPage({ title: 'a', message: 'b' }, refusing)).not.toThrow();
    expect(() => showKeptToast(refusing)).not.toThrow();
  });
});
