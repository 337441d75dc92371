import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';

export const CANCEL_SEND = 'Cancelar envío';

/** What cancelling means: a waiting send can be made again later, a started one cannot. */
export function cancelWarning(waiting: boolean): string {
  return waiting
    ? 'El artículo no se enviará a los suscriptores cuando se publique. Podrás volver a enviarlo más tarde.'
    : 'Los e-mails que ya salieron no se pueden recuperar; los demás no se enviarán. Este artículo no se podrá volver a enviar.';
}

interface CancelCampaignDialogProps {
  opened: boolean;
  waiting: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelCampaignDialog({ opened, waiting, loading, onConfirm, onClose }: CancelCampaignDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={CANCEL_SEND} centered closeButtonProps={CLOSE_BUTTON_PROPS}>
      <Stack>
        <Text>{cancelWarning(waiting)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Volver
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            {CANCEL_SEND}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
