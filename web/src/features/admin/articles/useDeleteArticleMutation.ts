import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { evictFields } from '../shared/evictFields';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const DeleteArticleMutation = graphql(/* GraphQL */ `
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export function useDeleteArticleMutation() {
  const [mutate, { loading }] = useMutation(DeleteArticleMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Article', id: data.deleteArticle }) });
      // The list's total and pages change too, not only the deleted row.
      evictFields(cache, ['adminArticles', 'dashboardCounts', 'contentStats']);
    },
  });

  async function deleteArticle(article: { id: string; title: string }): Promise<boolean> {
    try {
      await mutate({ variables: { id: article.id } });
      notifySuccess('Artículo Eliminado', `El artículo «${article.title}» fue eliminado.`);
      return true;
    } catch (error) {
      notifyError('Error al eliminar', `No se pudo eliminar el artículo. ${errorMessage(error)}`);
      return false;
    }
  }

  return { deleteArticle, loading };
}
