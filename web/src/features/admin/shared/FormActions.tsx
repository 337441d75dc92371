import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

interface FormActionsProps {
  /** The list the form came from; 'Cancelar' goes back to it. */
  cancelHref: string;
  /** 'Guardar Cambios' when editing, 'Crear …' when creating. */
  submitLabel: string;
  saving: boolean;
}

/** The end of every admin form: 'Cancelar' and the submit button, on the right. */
export function FormActions({ cancelHref, submitLabel, saving }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button component={Link} to={cancelHref} variant="default">
        Cancelar
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
