import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router-dom';
import { CLOSE_BUTTON_PROPS } from './modalProps';

/** Asks whether to leave when the unsaved-changes guard held a navigation. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const opened = blocker.state === 'blocked';
  return (
    <Modal
      opened={opened}
      onClose={() => blocker.reset?.()}
      title="Cambios sin guardar"
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      <Stack>
        <Text>Tienes cambios sin guardar. Si sales ahora, se perderán.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Seguir editando
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            Salir sin guardar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
