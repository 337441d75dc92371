import type { NotificationData } from '@mantine/notifications';
import { KEPT_TOAST_KEY as KEY } from './keptToastKey';
import { showToast } from './toastSettings';

/** A toast whose title and message are plain text, so it survives as JSON. */
export type KeptToast = NotificationData & { title: string; message: string };

/** The part of the Storage API used here (sessionStorage in the browser). */
type ToastStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Keeps a toast for the next page this tab loads. The admin and the public
 * site are two builds, so moving between them (signing out lands on the home
 * page) is a full page load, which would drop a toast shown just before it.
 */
export function keepToastForNextPage(toast: KeptToast, storage: ToastStorage = window.sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (full, or disabled): the toast is lost, the navigation goes on.
  }
}

/** Shows the toast the previous page kept, once: it is forgotten as it is read. */
export function showKeptToast(storage: ToastStorage = window.sessionStorage): void {
  let kept: string | null;
  try {
    kept = storage.getItem(KEY);
    storage.removeItem(KEY);
  } catch {
    return;
  }
  if (!kept) return;
  try {
    showToast(JSON.parse(kept) as KeptToast);
  } catch {
    // Not ours to read (edited by hand): nothing to show.
  }
}
