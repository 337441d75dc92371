import { ContentListPage } from '../content/ContentListPage';
import { graphql } from '../gql';
import { formatPrice } from '../shared/format';
import { GUIDE_KIND } from './guideKind';
import { guideRowActions } from './guideRowActions';
import { useDeleteGuideMutation } from './useDeleteGuideMutation';

const AdminGuidesListQuery = graphql(/* GraphQL */ `
  query AdminGuidesList($input: AdminListInput) {
    adminGuides(input: $input) {
      items {
        id
        title
        price
        status
        scheduledFor
        hasPdf
        pdfUrl
        paymentLink
        category {
          id
          name
        }
      }
      totalCount
      pageCount
    }
  }
`);

export function GuidesListPage() {
  const deletion = useDeleteGuideMutation();
  return (
    <ContentListPage
      kind={GUIDE_KIND}
      query={AdminGuidesListQuery}
      select={(data) => data.adminGuides}
      detailColumn={{ header: 'Precio', cell: (guide) => formatPrice(guide.price) }}
      rowActions={(guide, confirmDelete) => guideRowActions(guide, confirmDelete)}
      deletion={deletion}
    />
  );
}
