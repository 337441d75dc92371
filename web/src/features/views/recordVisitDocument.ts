import { graphql } from '../../gql';

/**
 * The RecordVisit beacon as a typed document: the entry sends it as text
 * (domain/viewBeacons.ts, RECORD_VISIT_SOURCE) so that a visit loads no GraphQL
 * code; codegen checks this copy against the schema and viewOnLoad.test.ts
 * checks the two are the same.
 */
export const RecordVisitMutation = graphql(/* GraphQL */ `
  mutation RecordVisit($path: String!, $source: VisitSourceInput) {
    recordVisit(path: $path, source: $source)
  }
`);
