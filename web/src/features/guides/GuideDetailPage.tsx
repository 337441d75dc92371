import { buyButtonQueries } from '../../components/BuyGuideButton/usePaymentsEnabled';
import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';
import { defineContentDetailPage } from '../content/ContentDetail';
import { GUIDE_KIND } from './guideKind';
import { guideHead } from './guideHead';
import { GuideView } from './GuideView';

const GuideDetailQuery = graphql(/* GraphQL */ `
  query GuideDetail($id: ID!) {
    guide(id: $id) {
      ...GuideDetailFields
    }
  }
`);

/** /guias/:id: header, description, download or buy, and the rating form when enabled (features/content/ContentDetail.tsx). */
export const guideDetailPage = defineContentDetailPage({
  kind: GUIDE_KIND,
  // The guide's buy button asks whether payments are on: declared when the answer is a paid guide.
  query: (id, { skip }) =>
    pageQuery(GuideDetailQuery, { id }, { skip, then: (data) => (data.guide ? buyButtonQueries([data.guide]) : []) }),
  select: (data) => data.guide,
  render: (guide) => <GuideView guide={guide} />,
  head: guideHead,
});
