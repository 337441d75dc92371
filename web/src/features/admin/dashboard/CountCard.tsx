import { Anchor, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface CountCardProps {
  title: string;
  /** null while the counts load: a spinner, not a misleading 0. */
  count: number | null;
  icon: Icon;
  links: { label: string; href: string }[];
}

export function CountCard({ title, count, icon: CardIcon, links }: CountCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      {/* nowrap: a long title wraps beside the icon instead of pushing it below (same place on every card). */}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          {/* Two lines kept for every title, so the figures of a row of cards line up even when one title wraps. */}
          <Text size="sm" c="dimmed" fw={600} style={{ minHeight: '2lh' }}>
            {title}
          </Text>
          {count === null ? (
            <Loader size="sm" my={8} aria-label="Cargando cifra" />
          ) : (
            <Text fz={32} fw={700} lh={1.1}>
              {count}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden style={{ flex: 'none' }}>
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
      <Group gap="md" mt="sm">
        {links.map((link) => (
          <Anchor key={link.href} component={Link} to={link.href} size="sm">
            {link.label}
          </Anchor>
        ))}
      </Group>
    </Paper>
  );
}
