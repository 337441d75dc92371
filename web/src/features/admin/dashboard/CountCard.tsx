import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface CountCardProps {
  title: string;
  count: number;
  icon: Icon;
  links: { label: string; href: string }[];
}

export function CountCard({ title, count, icon: CardIcon, links }: CountCardProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Text fz={32} fw={700} lh={1.1}>
            {count}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
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
