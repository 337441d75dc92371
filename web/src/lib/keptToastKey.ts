/** Where a toast waits for the next page (keptToast.ts); apart, so the entry can look without loading Mantine. */
export const KEPT_TOAST_KEY = 'cef:kept-toast';

/** Whether the previous page kept a toast for this one. */
export function hasKeptToast(storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  try {
    return storage.getItem(KEPT_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}
