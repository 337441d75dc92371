/** The queries of the dashboard screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const DashboardCountsQuery = graphql(/* GraphQL */ `
  query DashboardCounts {
    dashboardCounts {
      publishedArticles
      availableGuides
      gameQuestions
      puzzleWords
      categories
    }
  }
`);

export const ScheduledContentQuery = graphql(/* GraphQL */ `
  query ScheduledContent {
    scheduledContent {
      contentType
      id
      title
      scheduledFor
    }
  }
`);

export const AdminConnectionQuery = graphql(/* GraphQL */ `
  query AdminConnection {
    adminConnection {
      clientAddress
      privateAddress
    }
  }
`);

export const DemoContentQuery = graphql(/* GraphQL */ `
  query DemoContent {
    demoContent {
      articles
      guides
      categories
      siteImages
      kept {
        contentType
        id
        title
        hasExamplePaymentLink
      }
    }
  }
`);

export const BackupStatusQuery = graphql(/* GraphQL */ `
  query BackupStatus {
    backupStatus {
      intervalHours
      keep
      folder
      offsiteTarget
      health
      lastSuccess {
        startedAt
        sizeBytes
        folder
        offsiteCopy
      }
      lastRun {
        startedAt
        status
        error
      }
    }
  }
`);
