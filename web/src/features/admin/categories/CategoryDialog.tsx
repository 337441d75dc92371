import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { categoryRules, fieldErrors } from '@crecer/domain/contentRules';
import { useState } from 'react';
import { toCategoryInput } from './categoryInput';
import { useSaveCategoryMutation } from './useCategoryMutations';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';

export interface EditableCategory {
  id: string;
  name: string;
  description?: string | null;
}

interface CategoryDialogProps {
  /** null creates a new category. */
  category: EditableCategory | null;
  onClose: () => void;
}

/** Create or edit a category; mounted fresh each time it opens so its fields start from the row. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const { save, saving } = useSaveCategoryMutation();
  // Only spaces is no name: the button stays disabled and the field says why.
  const blankName = name !== '' && name.trim() === '';
  const ruleError = fieldErrors(categoryRules, { name }).name ?? null;
  // Once she has typed, a stray Esc or a tap beside the dialog no longer throws the text away:
  // only Cancelar or the close button, which she means, close it.
  const edited = name !== (category?.name ?? '') || description !== (category?.description ?? '');

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = toCategoryInput(name, description);
    if (!input) {
      setNameError(ruleError);
      return;
    }
    const result = await save(category?.id ?? null, input);
    if (result.saved) onClose();
    // A duplicate name is the name field's problem: say it there, not only in the toast.
    else if (result.nameError) setNameError(result.nameError);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={category ? 'Editar Categoría' : 'Nueva Categoría'}
      centered
      closeButtonProps={CLOSE_BUTTON_PROPS}
      closeOnEscape={!edited}
      closeOnClickOutside={!edited}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack>
          <TextInput
            label="Nombre"
            required
            value={name}
            error={nameError ?? (blankName ? ruleError : null)}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            data-autofocus
          />
          <Textarea
            label="Descripción (opcional)"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving} disabled={name.trim() === ''}>
              {category ? 'Guardar Cambios' : 'Crear Categoría'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
