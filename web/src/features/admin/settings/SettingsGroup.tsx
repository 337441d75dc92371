import { Collapse, Paper, Stack, Title, UnstyledButton, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SettingsGroupProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A collapsible block of settings, open by default (spec). */
export function SettingsGroup({ id, title, children }: SettingsGroupProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const panelId = `settings-group-${id}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={`${panelId}-title`}>
      <Title order={2} size="h4" id={`${panelId}-title`}>
        <UnstyledButton onClick={toggle} aria-expanded={opened} aria-controls={panelId} w="100%" p="md">
          <Group justify="space-between" wrap="nowrap">
            {title}
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap="lg" px="md" pb="md">
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}
