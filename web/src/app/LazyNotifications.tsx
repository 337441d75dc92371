import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { configureToastStore } from './toastSettings';

configureToastStore();

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Most visits never show a toast, so the toast container (its transitions and
 * drag-to-dismiss) is not part of the first load: it is fetched when the first
 * toast is shown and stays mounted afterwards. Server and hydration render
 * nothing here, so they always agree.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const pending = notifications.length + queue.length > 0;
  // Once needed, always needed: the container keeps later toasts (and their exit transitions).
  if (pending && !needed) setNeeded(true);
  if (!pending && !needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
