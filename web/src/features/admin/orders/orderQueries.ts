/** The queries of the orders screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminOrdersQuery = graphql(/* GraphQL */ `
  query AdminOrders {
    orders {
      id
      guideId
      guideTitle
      amount
      currency
      status
      paymentId
      createdAt
    }
  }
`);
