import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { StoredDraft } from './draftStorage';

const WHEN = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short', timeStyle: 'short' });

interface DraftNoticeProps {
  draft: StoredDraft<unknown> | null;
  onRecover: () => void;
  onDiscard: () => void;
}

/** Offers back the unsaved draft of this form; shown above the form until she decides. */
export function DraftNotice({ draft, onRecover, onDiscard }: DraftNoticeProps) {
  if (!draft) return null;
  return (
    <Alert color="yellow" title="Borrador sin guardar" icon={<IconHistory size={18} aria-hidden />} mb="lg">
      <Text size="sm">
        Este formulario tiene cambios sin guardar del {WHEN.format(new Date(draft.savedAt))}. Los archivos elegidos no
        se guardan en el borrador: vuelve a seleccionarlos.
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRecover}>
          Recuperar borrador
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Descartar borrador
        </Button>
      </Group>
    </Alert>
  );
}
