import { useQuery } from '../../lib/pageQuery';
import { routeQuery, type RouteQuery } from '../../lib/routeQueries';
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

/** The filter's query, for the routes that show it. */
export const categoryOptionsQuery: RouteQuery = routeQuery(CategoryFilterQuery);

/** Categories for the filter, ordered by name by the API. Each page decides how to report a failure. */
export function useCategoryOptions(): { categories: CategoryOption[]; error: unknown } {
  const { data, error } = useQuery(CategoryFilterQuery);
  return { categories: data?.categories ?? [], error };
}
