/** The queries of the categories screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminCategoriesListQuery = graphql(/* GraphQL */ `
  query AdminCategoriesList {
    categories {
      id
      name
      description
      createdAt
    }
  }
`);
