import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ScheduledJobsQuery as ScheduledJobsData } from '../gql/graphql';
import { loadedByRoute } from '../routeData/screenLoader';

export const ScheduledJobsQuery = graphql(/* GraphQL */ `
  query ScheduledJobs {
    scheduledJobs {
      name
      label
      lastStartedAt
      lastFinishedAt
      lastStatus
      lastError
      lastSummary
      failuresInRow
      nextRunAt
    }
  }
`);

export type ScheduledJob = ScheduledJobsData['scheduledJobs'][number];

/**
 * The jobs the site runs on its own, read each time the dashboard opens (a run may have ended since).
 * The card and the dashboard's warning share this one query: Apollo asks the server once for both.
 */
export function useScheduledJobs(): ScheduledJob[] | null {
  const { data } = useQuery(ScheduledJobsQuery, loadedByRoute);
  return data?.scheduledJobs ?? null;
}
