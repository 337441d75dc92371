import { buyButtonQueries } from '../../components/BuyGuideButton/usePaymentsEnabled';
import { GuideCard } from '../../components/ContentCard/GuideCard';
import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';
import { defineContentListPage } from '../content/ContentList';
import { GUIDE_KIND } from './guideKind';

const GuidesPageQuery = graphql(/* GraphQL */ `
  query GuidesPage($input: ContentListInput) {
    guides(input: $input) {
      totalCount
      pageCount
      page
      items {
        id
        ...GuideCard_guide
      }
    }
  }
`);

/** /guias: the guides' list (features/content/ContentList.tsx) with their cards and the cards' buy buttons. */
export const guidesPage = defineContentListPage({
  kind: GUIDE_KIND,
  query: (input) => pageQuery(GuidesPageQuery, { input }, { then: (data) => buyButtonQueries(data.guides.items) }),
  select: (data) => data.guides,
  renderItem: (guide, first) => <GuideCard guide={guide} priorityImage={first} />,
});
