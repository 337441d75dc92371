import { Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useToastClearance } from './useToastClearance';

interface FormActionsProps {
  /** The list the form came from; 'Cancelar' goes back to it. */
  cancelHref: string;
  /** 'Guardar Cambios' when editing, 'Crear …' when creating. */
  submitLabel: string;
  saving: boolean;
  /** A saved article or guide: 'Vista previa' opens its saved version as visitors will see it. */
  previewHref?: string;
}

/** The end of every admin form: 'Vista previa' on the left when there is one, 'Cancelar' and the submit button on the right. */
export function FormActions({ cancelHref, submitLabel, saving, previewHref }: FormActionsProps) {
  // A toast (a validation error, say) must not cover the button she saves with again.
  const actions = useToastClearance();
  return (
    <Group justify="flex-end" ref={actions}>
      {previewHref && (
        <Button
          component="a"
          href={previewHref}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconEye size={16} aria-hidden />}
          title="Abre la versión guardada en una pestaña nueva"
          mr="auto"
        >
          Vista previa
        </Button>
      )}
      <Button component={Link} to={cancelHref} variant="default">
        Cancelar
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
