import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { EditPageFrame, type EditPageLoadFailure } from '../shared/EditPageFrame';
import { GuideForm } from './GuideForm';
import { emptyGuideValues, guideValuesFrom } from './guideForm';

const AdminGuideEditQuery = graphql(/* GraphQL */ `
  query AdminGuideEdit($id: ID!) {
    adminGuide(id: $id) {
      id
      title
      description
      price
      paymentLink
      categoryPosition
      status
      scheduledFor
      isFeatured
      imageUrl
      updatedAt
      pdfUrl
      category {
        id
      }
    }
  }
`);

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
