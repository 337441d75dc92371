import { cleanNotifications, notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import './LazyNotifications';

describe('LazyNotifications', () => {
  afterEach(() => cleanNotifications());

  it('applies the spec toast settings before the container has loaded (one at a time, top center)', () => {
    notifications.show({ title: 'Primero', message: 'uno' });
    notifications.show({ title: 'Segundo', message: 'dos' });
    const state = notificationsStore.getState();
    expect(state.notifications.map((n) => n.title)).toEqual(['Primero']);
    expect(state.queue.map((n) => n.title)).toEqual(['Segundo']);
    expect(state.notifications[0]?.position ?? state.defaultPosition).toBe('top-center');
  });
});
