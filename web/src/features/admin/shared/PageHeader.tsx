import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** The list's "new" button. */
  createLabel?: string;
  createHref?: string;
  onCreate?: () => void;
  /** Other buttons of the page (an edit form's 'Historial'). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, createLabel, createHref, onCreate, actions }: PageHeaderProps) {
  const icon = <IconPlus size={16} aria-hidden />;
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {createLabel && createHref && (
        <Button component={Link} to={createHref} leftSection={icon}>
          {createLabel}
        </Button>
      )}
      {actions}
      {createLabel && onCreate && (
        <Button onClick={onCreate} leftSection={icon}>
          {createLabel}
        </Button>
      )}
    </Group>
  );
}
