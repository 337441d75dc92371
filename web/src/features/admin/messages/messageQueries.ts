/** The queries of the messages screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const ContactMessagesPageQuery = graphql(/* GraphQL */ `
  query ContactMessagesPage {
    contactMessages {
      id
      name
      email
      message
      createdAt
      read
      deliveryStatus
    }
  }
`);
