import { adminPaths } from '../adminPaths';
import { EditPageFrame, type EditPageLoadFailure } from '../shared/EditPageFrame';
import { PuzzleWordForm } from './PuzzleWordForm';
import { AdminPuzzleWordEditQuery } from './puzzleQueries';

const LOAD_FAILURE: EditPageLoadFailure = {
  display: 'panel',
  title: 'Error al cargar la palabra',
  notFound: 'No se encontró la palabra.',
};

/** /admin/puzzle-words/new and /admin/puzzle-words/edit/:id. */
export function PuzzleWordFormPage() {
  return (
    <EditPageFrame
      query={AdminPuzzleWordEditQuery}
      select={(data) => data.adminPuzzleWord}
      loaderLabel="Cargando palabra"
      listHref={adminPaths.puzzleWords.getHref()}
      failure={LOAD_FAILURE}
      renderForm={(word, id) => (
        <PuzzleWordForm
          wordId={id}
          initialValues={
            word
              ? { word: word.word, activityDescription: word.activityDescription }
              : { word: '', activityDescription: '' }
          }
        />
      )}
    />
  );
}
