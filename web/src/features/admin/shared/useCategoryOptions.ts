import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../gql';
import { errorMessage } from './graphqlErrors';
import { notifyError } from './notify';
import { loadedByRoute } from '../routeData/screenLoader';

export const AdminCategoryOptionsQuery = graphql(/* GraphQL */ `
  query AdminCategoryOptions {
    categories {
      id
      name
    }
  }
`);

/** Categories for the article and guide forms, ordered by name (the query's order). */
export function useCategoryOptions() {
  const { data, loading, error } = useQuery(AdminCategoryOptionsQuery, loadedByRoute);
  useEffect(() => {
    if (error) notifyError('Error', `No se pudieron cargar las categorías. ${errorMessage(error)}`);
  }, [error]);
  const options = (data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }));
  return { options, loading: loading && !data, loaded: Boolean(data) };
}
