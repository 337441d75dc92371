/** The queries of the guides screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminGuidesListQuery = graphql(/* GraphQL */ `
  query AdminGuidesList($input: AdminListInput) {
    adminGuides(input: $input) {
      items {
        id
        title
        price
        status
        scheduledFor
        hasPdf
        pdfUrl
        paymentLink
        category {
          id
          name
        }
      }
      totalCount
      pageCount
    }
  }
`);

export const AdminGuideEditQuery = graphql(/* GraphQL */ `
  query AdminGuideEdit($id: ID!) {
    adminGuide(id: $id) {
      id
      title
      description
      price
      paymentLink
      categoryPosition
      status
      scheduledFor
      isFeatured
      imageUrl
      updatedAt
      pdfUrl
      category {
        id
      }
    }
  }
`);
