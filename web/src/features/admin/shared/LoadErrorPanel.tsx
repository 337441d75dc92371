import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface LoadErrorPanelProps {
  title: string;
  message: string;
  backHref: string;
}

/** An edit page's load failure (EditPageFrame's 'panel' display): what went wrong and a way back to the list. */
export function LoadErrorPanel({ title, message, backHref }: LoadErrorPanelProps) {
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden />}>
      {message}
      <Button
        component={Link}
        to={backHref}
        variant="light"
        color="red"
        mt="md"
        display="block"
        w="fit-content"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        Volver
      </Button>
    </Alert>
  );
}
