import { notificationsStore } from '@mantine/notifications';

export const TOAST_LIMIT = 1;
export const TOAST_POSITION = 'top-center' as const;

/**
 * The toast store works without its container, which loads with the first
 * toast (LazyNotifications): give it the container's limit and position from
 * the start, so a toast shown before the container arrives is queued alike.
 */
export function configureToastStore(): void {
  notificationsStore.setState({
    ...notificationsStore.getState(),
    limit: TOAST_LIMIT,
    defaultPosition: TOAST_POSITION,
  });
}
