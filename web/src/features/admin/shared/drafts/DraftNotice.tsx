import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { StoredDraft } from './draftStorage';
import { draftTime } from './draftTime';

interface DraftNoticeProps {
  draft: StoredDraft<unknown> | null;
  /** She typed instead of answering: both texts are kept, and the notice says so. */
  typedMeanwhile?: boolean;
  onRecover: () => void;
  onDiscard: () => void;
}

/**
 * Offers back the unsaved draft of this form; shown above the form until she
 * decides. If she types meanwhile, nothing is replaced: what she types is kept
 * too (useFormDraft), and recovering the older draft puts it on offer instead.
 */
export function DraftNotice({ draft, typedMeanwhile = false, onRecover, onDiscard }: DraftNoticeProps) {
  if (!draft) return null;
  const when = draftTime(draft.savedAt);
  return (
    <Alert color="yellow" title="Borrador sin guardar" icon={<IconHistory size={18} aria-hidden />} mb="lg">
      <Text size="sm">
        {typedMeanwhile
          ? `Hay un borrador anterior, del ${when}. Lo que escribes ahora también se guarda: si recuperas el anterior, lo de ahora queda como borrador.`
          : `Este formulario tiene cambios sin guardar del ${when}.`}{' '}
        Los archivos elegidos no se guardan en el borrador: vuelve a seleccionarlos.
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
