import { graphql } from '../gql';
import type { ArticleInput } from '../gql/graphql';
import { useSaveContentMutation } from '../content/useSaveContentMutation';
import { ARTICLE_KIND } from './articleKind';

const CreateArticleMutation = graphql(/* GraphQL */ `
  mutation CreateArticle($input: ArticleInput!) {
    createArticle(input: $input) {
      id
      title
      status
      scheduledFor
      imageUrl
    }
  }
`);

const UpdateArticleMutation = graphql(/* GraphQL */ `
  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {
    updateArticle(id: $id, input: $input) {
      id
      title
      summary
      content
      status
      scheduledFor
      imageUrl
      isFeatured
      categoryPosition
      category {
        id
        name
      }
    }
  }
`);

/** Creates or updates an article (with its cover upload) and announces the outcome. */
export function useSaveArticleMutation() {
  return useSaveContentMutation<ArticleInput>(ARTICLE_KIND, {
    create: CreateArticleMutation,
    update: UpdateArticleMutation,
  });
}
