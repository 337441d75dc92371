import { adminPaths } from '../adminPaths';
import { EditPageFrame, type EditPageLoadFailure } from '../shared/EditPageFrame';
import { EMPTY_GAME_QUESTION } from './gameQuestionForm';
import { GameQuestionForm } from './GameQuestionForm';
import { AdminGameQuestionEditQuery } from './gameQueries';

const LOAD_FAILURE: EditPageLoadFailure = {
  display: 'panel',
  title: 'Error al cargar la pregunta',
  notFound: 'No se encontró la pregunta.',
};

/** /admin/games/new and /admin/games/edit/:id. */
export function GameQuestionFormPage() {
  return (
    <EditPageFrame
      query={AdminGameQuestionEditQuery}
      select={(data) => data.adminGameQuestion}
      loaderLabel="Cargando pregunta"
      listHref={adminPaths.games.getHref()}
      failure={LOAD_FAILURE}
      renderForm={(question, id) => (
        <GameQuestionForm
          questionId={id}
          initialValues={
            question
              ? { gameType: question.gameType, text: question.text, isTrue: question.isTrue ?? null }
              : EMPTY_GAME_QUESTION
          }
        />
      )}
    />
  );
}
