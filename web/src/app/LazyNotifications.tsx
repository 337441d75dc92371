import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { configureToastStore, PUBLIC_TOAST_PLACEMENT, type ToastPlacement } from '../lib/toastSettings';

configureToastStore();

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Most visits never show a toast, so the toast container (its transitions and
 * drag-to-dismiss) is not part of the first load: it is fetched when the first
 * toast is shown, or when F8 asks for the toasts, and stays mounted afterwards.
 * Server and hydration render nothing here, so they always agree.
 */
export function LazyNotifications({ placement = PUBLIC_TOAST_PLACEMENT }: { placement?: ToastPlacement }) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Each F8 press bumps it; the host focuses its region when it changes.
  const [focusRequest, setFocusRequest] = useState(0);
  const pending = notifications.length + queue.length > 0;
  // Once needed, always needed: the container keeps later toasts (and their exit transitions).
  if (pending && !needed) setNeeded(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      setNeeded(true);
      setFocusRequest((count) => count + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost focusRequest={focusRequest} placement={placement} />
    </Suspense>
  );
}
