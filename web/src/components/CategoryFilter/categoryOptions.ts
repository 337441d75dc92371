import { pageQuery, type PageResult } from '../../lib/page/pageQuery';
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

/** The filter's query, for the pages that show it to declare. */
export const categoryOptionsQuery = pageQuery(CategoryFilterQuery);

type CategoryOptionsResult = PageResult<NonNullable<(typeof categoryOptionsQuery)['answer']>>;

/** Categories for the filter, ordered by name by the API. Each page decides how to report a failure. */
export function categoryOptions({ data, error }: CategoryOptionsResult): {
  categories: CategoryOption[];
  error: unknown;
} {
  return { categories: data?.categories ?? [], error };
}
