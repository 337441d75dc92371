/** The report's goals (games, guides, newsletter), spread into the screen's query (analyticsQueries.ts). */
import { graphql } from '../gql';

export const AnalyticsGoalsFragment = graphql(/* GraphQL */ `
  fragment AnalyticsGoals on AnalyticsReport {
    games {
      game
      started
      finished
    }
    paidGuides {
      id
      title
      views
      buyClicks
      purchases
    }
    freeGuides {
      id
      title
      downloads
    }
    newsletter {
      weeks {
        weekStart
        confirmed
        unsubscribed
      }
      confirmed
      unsubscribed
      campaigns {
        id
        title
        startedAt
        recipients
        sent
      }
    }
  }
`);
