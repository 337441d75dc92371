import { Group, Paper, Radio, Select, Stack, Textarea } from '@mantine/core';
import { adminPaths } from '../adminPaths';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { FormActions } from '../shared/FormActions';
import { FormMessage } from '../shared/FormMessage';
import { PageHeader } from '../shared/PageHeader';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { useOneMessageForm } from '../shared/useOneMessageForm';
import { toGameQuestionInput, validateGameQuestion, type GameQuestionFormValues } from './gameQuestionForm';
import { isQuestionGameType, QUESTION_GAME_TYPE_OPTIONS } from './gameTypes';
import { useSaveGameQuestionMutation } from './useGameQuestionMutations';

interface GameQuestionFormProps {
  questionId: string | null;
  initialValues: GameQuestionFormValues;
}

export function GameQuestionForm({ questionId, initialValues }: GameQuestionFormProps) {
  const { save, saving } = useSaveGameQuestionMutation();
  const { form, formError, handleSubmit, blocker, draft } = useOneMessageForm({
    initialValues,
    validate: validateGameQuestion,
    save: (values) => save(questionId, toGameQuestionInput(values)),
    draftKey: `game-question:${questionId ?? 'new'}`,
    listHref: adminPaths.games.getHref(),
  });

  return (
    <>
      <PageHeader title={questionId ? 'Editar Pregunta' : 'Nueva Pregunta'} />
      <DraftNotice draft={draft.offered} onRecover={draft.recover} onDiscard={draft.discard} />
      <Paper withBorder p="md" radius="md" maw={720}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Select
              label="Tipo de juego"
              placeholder="Selecciona un juego"
              data={QUESTION_GAME_TYPE_OPTIONS}
              value={form.values.gameType}
              onChange={(value) => {
                form.setFieldValue('gameType', isQuestionGameType(value) ? value : null);
                // The answer only means something for true/false statements.
                form.setFieldValue('isTrue', null);
              }}
              required
            />
            <Textarea label="Texto de la pregunta" rows={4} required {...form.getInputProps('text')} />
            {form.values.gameType === 'VERDADERO_FALSO' && (
              <Radio.Group
                label="¿La afirmación es verdadera?"
                value={form.values.isTrue === null ? '' : String(form.values.isTrue)}
                onChange={(value) => form.setFieldValue('isTrue', value === 'true')}
                required
              >
                <Group mt="xs">
                  <Radio value="true" label="Verdadera" />
                  <Radio value="false" label="Falsa" />
                </Group>
              </Radio.Group>
            )}
            <FormMessage message={formError} />
            <FormActions
              cancelHref={adminPaths.games.getHref()}
              submitLabel={questionId ? 'Guardar Cambios' : 'Crear Pregunta'}
              saving={saving}
            />
          </Stack>
        </form>
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
