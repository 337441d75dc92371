import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_POSITION } from './toastSettings';

/** Spec: one toast at a time, auto-dismissed after 5000 ms. */
export default function NotificationsHost() {
  return <Notifications limit={TOAST_LIMIT} autoClose={5000} position={TOAST_POSITION} />;
}
