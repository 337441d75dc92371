import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { GuideView } from '../../guides/GuideView';
import { GUIDE_KIND } from '../guides/guideKind';
import { ContentPreview } from '../content/ContentPreview';
import { graphql } from '../gql';

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
  return (
    <ContentPreview
      kind={GUIDE_KIND}
      id={id}
      item={data?.adminGuide}
      loading={loading && !data}
      error={error}
      render={(guide) => <GuideView guide={guide} preview />}
    />
  );
}
