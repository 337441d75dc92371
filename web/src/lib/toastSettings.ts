import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

export const TOAST_LIMIT = 1;
export const TOAST_POSITION = 'top-center' as const;
/** The toast region's name; the spec's F8 hotkey focuses it. */
export const TOAST_REGION_LABEL = 'Notificaciones (F8)';

/**
 * The toast store works without its container, which loads with the first
 * toast (LazyNotifications): give it the container's limit and position from
 * the start.
 */
export function configureToastStore(): void {
  notificationsStore.setState({
    ...notificationsStore.getState(),
    limit: TOAST_LIMIT,
    defaultPosition: TOAST_POSITION,
  });
}

let toastSequence = 0;

/**
 * Shows a toast in place of whatever toast is on screen or waiting. The spec
 * shows one toast at a time; Mantine's limit queues the rest, so the owner
 * read old news (a validation error after the save that fixed it). A toast
 * with an id that is already shown stays as it is (one session-expired toast
 * however many calls fail).
 */
export function showToast(data: NotificationData): string {
  const { notifications: shown, queue } = notificationsStore.getState();
  if (data.id && [...shown, ...queue].some((item) => item.id === data.id)) return data.id;
  toastSequence += 1;
  const id = data.id ?? `toast-${toastSequence}`;
  notifications.updateState(notificationsStore, () => [{ ...data, id }]);
  return id;
}
