import { graphql } from '../gql';
import { useDeleteContentMutation } from '../content/useDeleteContentMutation';
import { ARTICLE_KIND } from './articleKind';

const DeleteArticleMutation = graphql(/* GraphQL */ `
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export function useDeleteArticleMutation() {
  return useDeleteContentMutation(ARTICLE_KIND, DeleteArticleMutation, (data) => data.deleteArticle);
}
