import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormActions } from '../shared/FormActions';
import { FormMessage } from '../shared/FormMessage';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import {
  normalizePuzzleWord,
  PUZZLE_WORD_MAX_LENGTH,
  toPuzzleWordInput,
  validatePuzzleWord,
  type PuzzleWordFormValues,
} from './puzzleWordForm';
import { useSavePuzzleWordMutation } from './usePuzzleWordMutations';

interface PuzzleWordFormProps {
  wordId: string | null;
  initialValues: PuzzleWordFormValues;
}

export function PuzzleWordForm({ wordId, initialValues }: PuzzleWordFormProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PuzzleWordFormValues>({ initialValues, onValuesChange: () => setFormError(null) });
  const { save, saving } = useSavePuzzleWordMutation();
  const { blocker, allowNavigation } = useUnsavedChangesGuard(form.isDirty());

  const handleSubmit = form.onSubmit(async (values) => {
    const problem = validatePuzzleWord(values);
    if (problem) {
      setFormError(problem);
      notifyError('Errores de Validación', problem);
      return;
    }
    if (await save(wordId, toPuzzleWordInput(values))) {
      allowNavigation();
      navigate(paths.adminPuzzleWords.getHref());
    }
  });

  return (
    <>
      <PageHeader title={wordId ? 'Editar Palabra' : 'Nueva Palabra'} />
      <Paper withBorder p="md" radius="md" maw={720}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <TextInput
              label="Palabra clave"
              description={`Solo letras de la A a la Z, sin espacios ni acentos (máximo ${PUZZLE_WORD_MAX_LENGTH}).`}
              maxLength={PUZZLE_WORD_MAX_LENGTH}
              autoCapitalize="characters"
              required
              value={form.values.word}
              onChange={(event) => form.setFieldValue('word', normalizePuzzleWord(event.currentTarget.value))}
            />
            <Textarea
              label="Actividad familiar"
              description="Lo que la familia hace juntos al descubrir la palabra."
              rows={4}
              required
              {...form.getInputProps('activityDescription')}
            />
            <FormMessage message={formError} />
            <FormActions
              cancelHref={paths.adminPuzzleWords.getHref()}
              submitLabel={wordId ? 'Guardar Cambios' : 'Crear Palabra'}
              saving={saving}
            />
          </Stack>
        </form>
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
