import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

/** Spec: one toast at a time, auto-dismissed after 5000 ms. */
const LIMIT = 1;
const AUTO_CLOSE_MS = 5000;
const POSITION = 'top-center';

// The store queues toasts by these settings; set them now, because the first
// toast can be shown before the container (which would set them) has loaded.
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT, defaultPosition: POSITION }));

const NotificationsContainer = lazy(() => import('./NotificationsContainer'));

/**
 * Most visits never show a toast, so the container and its transitions are
 * downloaded with the first one instead of with every page. Once loaded it
 * stays mounted, so later toasts animate as usual.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer limit={LIMIT} autoClose={AUTO_CLOSE_MS} position={POSITION} />
    </Suspense>
  );
}
