import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { DetailLoading, DetailMessage, DetailText } from '../../../components/DetailStates/DetailStates';
import { GuideView } from '../../guides/GuideView';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { PreviewBanner } from './PreviewBanner';

const AdminGuidePreviewQuery = graphql(/* GraphQL */ `
  query AdminGuidePreview($id: ID!) {
    adminGuide(id: $id) {
      ...GuideDetailFields
      status
    }
  }
`);

/** /admin/vista-previa/guias/:id: the guide page as visitors will see it, drafts too, for her eyes only. */
export function GuidePreviewPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminGuidePreviewQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const guide = data?.adminGuide;

  if (loading && !data) return <DetailLoading label="Cargando vista previa" />;
  if (!guide) {
    return (
      <DetailMessage
        tone={error ? 'error' : 'notFound'}
        canonicalPath={adminPaths.guidePreview.getHref(id)}
        title="Guía no Encontrada"
        backHref={adminPaths.guides.getHref()}
        backLabel="Volver a Guías"
      >
        <DetailText>La guía que buscas no existe o fue eliminada.</DetailText>
      </DetailMessage>
    );
  }
  return (
    <>
      <PreviewBanner kind="guide" status={guide.status} editHref={adminPaths.guideEdit.getHref(guide.id)} />
      <div inert>
        <GuideView guide={guide} preview />
      </div>
    </>
  );
}
