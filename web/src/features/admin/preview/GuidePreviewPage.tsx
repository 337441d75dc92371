import { GuideView } from '../../guides/GuideView';
import { ContentPreview } from '../content/ContentPreview';
import { graphql } from '../gql';
import { GUIDE_KIND } from '../guides/guideKind';

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
  return (
    <ContentPreview
      kind={GUIDE_KIND}
      query={AdminGuidePreviewQuery}
      select={(data) => data.adminGuide}
      render={(guide) => <GuideView guide={guide} preview />}
    />
  );
}
