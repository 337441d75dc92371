import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { errorMessage, isSessionError } from '../shared/graphqlErrors';
import { notifyError } from '../shared/notify';
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
      isFeatured
      imageUrl
      pdfUrl
      category {
        id
      }
    }
  }
`);

/** /admin/guides/new and /admin/guides/edit/:id. */
export function GuideFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(AdminGuideEditQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const notFound = Boolean(id) && !loading && !error && data !== undefined && data.adminGuide === null;

  useEffect(() => {
    if (!error && !notFound) return;
    if (!isSessionError(error))
      notifyError(
        'Error',
        error ? `Error al cargar datos de la guía: ${errorMessage(error)}` : 'No se encontró la guía para editar.',
      );
    navigate(adminPaths.guides.getHref(), { replace: true });
  }, [error, notFound, navigate]);

  if (!id) return <GuideForm key="new" guideId={null} initialValues={emptyGuideValues()} />;
  if (!data?.adminGuide) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando guía" />
      </Center>
    );
  }
  return <GuideForm key={id} guideId={id} initialValues={guideValuesFrom(data.adminGuide)} />;
}
