import { graphql } from '../gql';

/** The signed-in user; null when signed out. The route guard and login page read it. */
export const AdminMeQuery = graphql(/* GraphQL */ `
  query AdminMe {
    me {
      id
      email
      role
    }
  }
`);
