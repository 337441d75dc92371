import { Alert, Button } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../adminPaths';

/** Content needs a category; with none yet, point the owner to where categories are created. */
export function NoCategoriesNotice() {
  return (
    <Alert color="yellow" title="No hay Categorías" icon={<IconCategory aria-hidden />}>
      Necesitas crear al menos una categoría antes de poder asignarla.
      <Button component={Link} to={adminPaths.categories.getHref()} variant="light" size="xs" mt="sm" display="block">
        Crear Categoría
      </Button>
    </Alert>
  );
}
