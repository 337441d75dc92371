/** The query of the visits screen, apart from its code so its route loader can send it (routeData/). */
import { graphql } from '../gql';
import type { AnalyticsPeriod } from '../gql/graphql';

export const AnalyticsPageQuery = graphql(/* GraphQL */ `
  query AnalyticsPage($range: AnalyticsRangeInput!) {
    analyticsReport(range: $range) {
      from
      to
      days {
        day
        visitors
        views
      }
      visitors {
        current
        previous
        changePercent
      }
      views {
        current
        previous
        changePercent
      }
      topContent {
        contentType
        id
        title
        views
      }
      sources {
        name
        visits
      }
      campaigns {
        utmSource
        utmCampaign
        visits
      }
      searchesWithoutResults {
        term
        searches
      }
      ...AnalyticsGoals
    }
  }
`);

/** The period the screen opens on. */
export const FIRST_PERIOD: AnalyticsPeriod = 'LAST_30_DAYS';
