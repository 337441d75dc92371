import { Textarea, TextInput } from '@mantine/core';
import { adminPaths } from '../adminPaths';
import { OneMessageFormFrame } from '../shared/OneMessageFormFrame';
import { useOneMessageForm } from '../shared/useOneMessageForm';
import {
  normalizePuzzleWord,
  PUZZLE_WORD_MAX_LENGTH,
  puzzleWordFormatError,
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
  const { save, saving } = useSavePuzzleWordMutation();
  const state = useOneMessageForm({
    initialValues,
    validate: validatePuzzleWord,
    save: async (values) => {
      const result = await save(wordId, toPuzzleWordInput(values));
      // A repeated word is the word field's problem: say it there, not only in the toast.
      if (!result.saved && result.wordError) form.setFieldError('word', result.wordError);
      return result.saved;
    },
    draftKey: `puzzle-word:${wordId ?? 'new'}`,
    listHref: adminPaths.puzzleWords.getHref(),
  });
  const { form } = state;

  return (
    <OneMessageFormFrame
      title={wordId ? 'Editar Palabra' : 'Nueva Palabra'}
      state={state}
      cancelHref={adminPaths.puzzleWords.getHref()}
      submitLabel={wordId ? 'Guardar Cambios' : 'Crear Palabra'}
      saving={saving}
    >
      <TextInput
        label="Palabra clave"
        description={`Solo letras de la A a la Z, sin ñ ni espacios (máximo ${PUZZLE_WORD_MAX_LENGTH}). Las tildes se quitan solas.`}
        autoCapitalize="characters"
        required
        value={form.values.word}
        // What is wrong with the word shows as she types (a repeated word, once the server said so).
        error={form.errors.word ?? puzzleWordFormatError(form.values.word)}
        onChange={(event) => form.setFieldValue('word', normalizePuzzleWord(event.currentTarget.value))}
      />
      <Textarea
        label="Actividad familiar"
        description="Lo que la familia hace juntos al descubrir la palabra."
        rows={4}
        required
        {...form.getInputProps('activityDescription')}
      />
    </OneMessageFormFrame>
  );
}
