import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { errorMessage } from '../../shared/graphqlErrors';
import { CLOSE_BUTTON_PROPS } from '../../shared/modalProps';
import { DiffLegend, DiffText } from './DiffText';
import { formatRevisionDate, RESTORE_KEEPS, RESTORE_QUESTION, restoreChanges } from './revisionHistory';

const AdminRevisionComparisonQuery = graphql(/* GraphQL */ `
  query AdminRevisionComparison($contentType: ContentType!, $revisionId: ID!) {
    contentRevisionComparison(contentType: $contentType, revisionId: $revisionId) {
      revision {
        id
        createdAt
      }
      fields {
        label
        changed
        parts {
          value
          added
          removed
        }
      }
      imageChanged
    }
  }
`);

interface RevisionComparisonProps {
  contentType: ContentType;
  revisionId: string;
  /** The site's zone: the version's time is read on it. */
  timeZone: string;
  restoring: boolean;
  onRestore: (revisionId: string) => void;
}

/**
 * One revision against the current version, field by field, with 'Restaurar' and its
 * confirmation, which names what comes back and what stays (status, schedule, featured).
 */
export function RevisionComparison({
  contentType,
  revisionId,
  timeZone,
  restoring,
  onRestore,
}: RevisionComparisonProps) {
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error } = useQuery(AdminRevisionComparisonQuery, {
    variables: { contentType, revisionId },
    fetchPolicy: 'network-only',
  });
  if (loading) return <Loader aria-label="Cargando comparación" />;
  if (error || !data) {
    return (
      <Alert color="red" title="No se pudo cargar la comparación">
        {error ? errorMessage(error) : 'Inténtalo de nuevo.'}
      </Alert>
    );
  }
  const comparison = data.contentRevisionComparison;
  const changes = restoreChanges(comparison.fields, comparison.imageChanged);
  const identical = changes === null;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} size="h4">
          Versión del {formatRevisionDate(comparison.revision.createdAt, timeZone)}
        </Title>
        <Text size="sm" c="gray.7">
          Cambios desde esta versión hasta la actual.
        </Text>
        <DiffLegend />
      </Stack>
      {identical && <Text>Esta versión es igual a la actual.</Text>}
      {comparison.fields.map((field) => (
        <Stack key={field.label} gap={2}>
          <Title order={4} size="h6">
            {field.label}
          </Title>
          {field.changed ? (
            <DiffText parts={field.parts} />
          ) : (
            <Text size="sm" c="gray.7">
              Sin cambios
            </Text>
          )}
        </Stack>
      ))}
      <Stack gap={2}>
        <Title order={4} size="h6">
          Imagen
        </Title>
        <Text size="sm" c={comparison.imageChanged ? undefined : 'gray.7'}>
          {comparison.imageChanged ? 'La imagen de portada cambió.' : 'Sin cambios'}
        </Text>
      </Stack>
      <Group>
        <Button
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          disabled={identical}
        >
          Restaurar
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Restaurar versión"
        centered
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        <Stack>
          <Text>{RESTORE_QUESTION}</Text>
          <Text>{changes}</Text>
          <Text>{RESTORE_KEEPS}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={restoring}>
              Cancelar
            </Button>
            <Button loading={restoring} onClick={() => onRestore(revisionId)}>
              Sí, restaurar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
