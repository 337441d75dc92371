import { Group, Radio, Select, Textarea } from '@mantine/core';
import { adminPaths } from '../adminPaths';
import { OneMessageFormFrame } from '../shared/OneMessageFormFrame';
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
  const state = useOneMessageForm({
    initialValues,
    validate: validateGameQuestion,
    save: (values) => save(questionId, toGameQuestionInput(values)),
    draftKey: `game-question:${questionId ?? 'new'}`,
    listHref: adminPaths.games.getHref(),
  });
  const { form } = state;

  return (
    <OneMessageFormFrame
      title={questionId ? 'Editar Pregunta' : 'Nueva Pregunta'}
      state={state}
      cancelHref={adminPaths.games.getHref()}
      submitLabel={questionId ? 'Guardar Cambios' : 'Crear Pregunta'}
      saving={saving}
    >
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
    </OneMessageFormFrame>
  );
}
