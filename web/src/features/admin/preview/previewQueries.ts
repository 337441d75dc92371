/** The queries of the preview screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminArticlePreviewQuery = graphql(/* GraphQL */ `
  query AdminArticlePreview($id: ID!) {
    adminArticle(id: $id) {
      ...ArticleDetailFields
      status
    }
  }
`);

export const AdminGuidePreviewQuery = graphql(/* GraphQL */ `
  query AdminGuidePreview($id: ID!) {
    adminGuide(id: $id) {
      ...GuideDetailFields
      status
    }
  }
`);
