// The toasts' styles load with this chunk, with the first toast (LazyNotifications.tsx), not with every page.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { TOAST_LIMIT, TOAST_REGION_LABEL, type ToastPlacement } from '../lib/toastSettings';
import classes from './NotificationsHost.module.css';

interface NotificationsHostProps {
  /** Focus the toast region whenever this number grows (F8, as the spec's toaster does). */
  focusRequest: number;
  placement: ToastPlacement;
}

/**
 * Spec: one toast at a time, auto-dismissed after 5000 ms, F8 focuses the
 * toasts. The container is fixed-position, so the named region around it takes
 * no room; it exists so keyboard and screen-reader users can reach the toasts.
 */
export default function NotificationsHost({ focusRequest, placement }: NotificationsHostProps) {
  const region = useRef<HTMLDivElement>(null);
  // The host mounts in the browser only (LazyNotifications), so the first toast is already in its place.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  useEffect(() => {
    if (focusRequest > 0) region.current?.focus();
  }, [focusRequest]);
  return (
    <div ref={region} role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1}>
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={5000}
        position={wide ? placement.desktop : placement.phone}
        withinPortal={false}
        classNames={{ root: classes.root }}
      />
    </div>
  );
}
