import { adminPaths } from '../adminPaths';
import { EditPageFrame, type EditPageLoadFailure } from '../shared/EditPageFrame';
import { GuideForm } from './GuideForm';
import { emptyGuideValues, guideValuesFrom } from './guideForm';
import { AdminGuideEditQuery } from './guideQueries';

const LOAD_FAILURE: EditPageLoadFailure = {
  display: 'toast',
  loadError: (detail) => `Error al cargar datos de la guía: ${detail}`,
  notFound: 'No se encontró la guía para editar.',
};

/** /admin/guides/new and /admin/guides/edit/:id. */
export function GuideFormPage() {
  return (
    <EditPageFrame
      query={AdminGuideEditQuery}
      select={(data) => data.adminGuide}
      loaderLabel="Cargando guía"
      listHref={adminPaths.guides.getHref()}
      failure={LOAD_FAILURE}
      renderForm={(guide, id) => (
        <GuideForm
          // A restored revision (Historial) reloads the item: a new form starts from its values.
          key={guide?.updatedAt}
          guideId={id}
          initialValues={guide ? guideValuesFrom(guide) : emptyGuideValues()}
        />
      )}
    />
  );
}
