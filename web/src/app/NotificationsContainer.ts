// The toast container's own chunk (see LazyNotifications). A re-export, so the
// store and `notifications.show` stay in the shared chunk every page already has.
export { Notifications as default } from '@mantine/notifications';
