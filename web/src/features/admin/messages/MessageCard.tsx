import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { ContactMessagesPageQuery } from '../gql/graphql';

type Message = ContactMessagesPageQuery['contactMessages'][number];

const dateTime = new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium', timeStyle: 'short' });

const DELIVERY_LABELS: Record<string, string> = {
  pending: 'Envío por email pendiente',
  sending: 'Enviando por email',
  sent: 'Enviado por email',
  failed: 'Falló el envío por email',
  not_configured: 'Solo en el panel',
};

interface MessageCardProps {
  message: Message;
  onToggleRead: () => void;
  onDelete: () => void;
}

export function MessageCard({ message, onToggleRead, onDelete }: MessageCardProps) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`Mensaje de ${message.name}${message.read ? '' : ' (no leído)'}`}
      // Unread messages get an accent bar rather than a tinted background: on a tint the link
      // and the dimmed texts fall below the WCAG AA contrast ratio.
      style={message.read ? undefined : { borderLeft: '4px solid var(--mantine-color-teal-7)' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          {/* A long name, address or link wraps inside the card instead of pushing the phone's page sideways. */}
          <Group gap="xs" miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Text fw={message.read ? 500 : 700}>{message.name}</Text>
            <Anchor href={`mailto:${message.email}`} size="sm">
              {message.email}
            </Anchor>
            {!message.read && <Badge color="teal">Nuevo</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {dateTime.format(new Date(message.createdAt))}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {DELIVERY_LABELS[message.deliveryStatus] ?? message.deliveryStatus}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={message.read ? <IconMail size={14} aria-hidden /> : <IconMailOpened size={14} aria-hidden />}
              onClick={onToggleRead}
            >
              {message.read ? 'Marcar como no leído' : 'Marcar como leído'}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
            >
              Eliminar
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
