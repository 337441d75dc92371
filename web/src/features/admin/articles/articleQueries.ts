/** The queries of the articles screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminArticlesListQuery = graphql(/* GraphQL */ `
  query AdminArticlesList($input: AdminListInput) {
    adminArticles(input: $input) {
      items {
        id
        title
        status
        scheduledFor
        createdAt
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

export const AdminArticleEditQuery = graphql(/* GraphQL */ `
  query AdminArticleEdit($id: ID!) {
    adminArticle(id: $id) {
      id
      title
      summary
      content
      categoryPosition
      status
      scheduledFor
      isFeatured
      imageUrl
      updatedAt
      category {
        id
      }
    }
  }
`);
