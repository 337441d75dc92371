import {
  notifications,
  notificationsStore,
  type NotificationData,
  type NotificationsProps,
} from '@mantine/notifications';

export const TOAST_LIMIT = 1;
export const TOAST_POSITION = 'top-center' as const;

type ToastPosition = NonNullable<NotificationsProps['position']>;

/** Where toasts appear on a phone and on a wider screen (Mantine's sm breakpoint, where the admin's sidebar shows). */
export interface ToastPlacement {
  phone: ToastPosition;
  desktop: ToastPosition;
}

export const PUBLIC_TOAST_PLACEMENT: ToastPlacement = { phone: TOAST_POSITION, desktop: TOAST_POSITION };

/**
 * The admin's header, sidebar and page heading are at the top and on the left: toasts go to the
 * bottom (the whole width on a phone, the right-hand corner on a wider screen), above a sticky
 * save bar when a page has one (--toast-clearance, see useToastClearance).
 */
export const ADMIN_TOAST_PLACEMENT: ToastPlacement = { phone: 'bottom-center', desktop: 'bottom-right' };
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
