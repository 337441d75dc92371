import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ContactMessagesPageQuery as ContactMessagesPageData } from '../gql/graphql';
import { DeleteConfirmDialog } from '../shared/DeleteConfirmDialog';
import { errorMessage } from '../shared/graphqlErrors';
import { PageHeader } from '../shared/PageHeader';
import { messagesSummary } from './messagesSummary';
import { MessageCard } from './MessageCard';
import { useDeleteContactMessageMutation, useMarkContactMessageReadMutation } from './useContactMessageMutations';
import { ContactMessagesPageQuery } from './messageQueries';
import { loadedByRoute } from '../routeData/screenLoader';

type Message = ContactMessagesPageData['contactMessages'][number];

/** The contact inbox: every message from the site's form, newest first. */
export function ContactMessagesPage() {
  const { data, loading, error } = useQuery(ContactMessagesPageQuery, loadedByRoute);
  const markRead = useMarkContactMessageReadMutation();
  const { deleteMessage, loading: deleting } = useDeleteContactMessageMutation();
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const messages = data?.contactMessages ?? [];
  const unread = messages.filter((message) => !message.read).length;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Mensajes"
        description={messages.length > 0 ? messagesSummary(messages.length, unread) : undefined}
      />
      {loading && !data ? (
        <Center py="xl">
          <Loader aria-label="Cargando mensajes" />
        </Center>
      ) : error && !data ? (
        <Alert color="red" title="Error al cargar los mensajes">
          {errorMessage(error)}
        </Alert>
      ) : messages.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Todavía no hay mensajes de contacto.
        </Text>
      ) : (
        messages.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            onToggleRead={() => void markRead(message.id, !message.read)}
            onDelete={() => setToDelete(message)}
          />
        ))
      )}
      <DeleteConfirmDialog
        opened={toDelete !== null}
        subject={`el mensaje de ${toDelete?.name ?? ''}`}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete && (await deleteMessage(toDelete.id))) setToDelete(null);
        }}
      />
    </Stack>
  );
}
