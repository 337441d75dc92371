import { graphql } from '../../gql';

/**
 * The RecordSearch beacon as a typed document: searchBeacon.ts sends it as
 * text; codegen checks this copy against the schema and searchBeacon.test.ts
 * checks the two are the same.
 */
export const RecordSearchMutation = graphql(/* GraphQL */ `
  mutation RecordSearch($contentType: ContentType!, $term: String!) {
    recordSearch(contentType: $contentType, term: $term)
  }
`);
