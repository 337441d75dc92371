import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form-level validation message that stays until the owner edits the form. */
export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
