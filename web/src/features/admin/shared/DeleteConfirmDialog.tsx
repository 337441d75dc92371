import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CLOSE_BUTTON_PROPS } from './modalProps';

interface DeleteConfirmDialogProps {
  opened: boolean;
  /** What will be removed, e.g. 'el artículo «Título»'. */
  subject: ReactNode;
  /** Extra consequence to mention (categories: linked content loses its category). */
  warning?: ReactNode;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteConfirmDialog({
  opened,
  subject,
  warning,
  loading,
  onConfirm,
  onClose,
}: DeleteConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="¿Estás absolutamente seguro?"
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      <Stack>
        <Text>Esta acción no se puede deshacer. Se eliminará permanentemente {subject}.</Text>
        {warning && (
          <Text size="sm" c="red.9">
            {warning}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            Sí, eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
