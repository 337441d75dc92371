import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { CategoryOption } from './CategoryFilter';

const CategoryFilterQuery = graphql(/* GraphQL */ `
  query CategoryFilter {
    categories {
      id
      name
    }
  }
`);

/** Categories for the filter, ordered by name by the API. Each page decides how to report a failure. */
export function useCategoryOptions(): { categories: CategoryOption[]; error: unknown } {
  const { data, error } = useQuery(CategoryFilterQuery);
  return { categories: data?.categories ?? [], error };
}
