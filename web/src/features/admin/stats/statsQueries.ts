/** The queries of the stats screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';
import { DEFAULT_STATS_SORT } from './statsSort';

export const ContentStatsPageQuery = graphql(/* GraphQL */ `
  query ContentStatsPage(
    $contentType: ContentType!
    $search: String
    $sortBy: StatsSortKey
    $direction: SortDirection
    $page: Int
  ) {
    contentStats(contentType: $contentType, search: $search, sortBy: $sortBy, direction: $direction, page: $page) {
      items {
        ...StatsTable_stat
      }
      totalCount
      pageCount
    }
  }
`);

export const StatsChartsQuery = graphql(/* GraphQL */ `
  query StatsCharts($contentType: ContentType!) {
    mostViewed: contentStats(contentType: $contentType, sortBy: VIEWS, direction: DESC, pageSize: 5) {
      items {
        id
        contentType
        title
        views
      }
    }
    bestRated: contentStats(contentType: $contentType, sortBy: RATING, direction: DESC, pageSize: 5) {
      items {
        id
        contentType
        title
        averageRating
        ratingCount
      }
    }
  }
`);

/** What 'Estadísticas de Contenido' shows first: articles, newest first, page 1. */
export const FIRST_STATS_VIEW = {
  contentType: 'ARTICLE',
  search: null,
  sortBy: DEFAULT_STATS_SORT.key,
  direction: DEFAULT_STATS_SORT.direction,
  page: 1,
} as const;
