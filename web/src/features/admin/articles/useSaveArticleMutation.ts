import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ArticleInput } from '../gql/graphql';
import { evictFields } from '../shared/evictFields';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const CreateArticleMutation = graphql(/* GraphQL */ `
  mutation CreateArticle($input: ArticleInput!) {
    createArticle(input: $input) {
      id
      title
      status
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

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/** Creates or updates an article (with its cover upload) and announces the outcome. */
export function useSaveArticleMutation() {
  const [create, createState] = useMutation(CreateArticleMutation, {
    update: (cache) => evictFields(cache, ['adminArticles', 'dashboardCounts', 'contentStats']),
  });
  const [update, updateState] = useMutation(UpdateArticleMutation, {
    update: (cache) => evictFields(cache, ['adminArticles', 'dashboardCounts', 'contentStats']),
  });

  async function save(
    id: string | null,
    input: ArticleInput,
    onUploadProgress: (fraction: number) => void,
  ): Promise<SaveResult> {
    const context = { onUploadProgress };
    try {
      if (id) {
        await update({ variables: { id, input }, context });
        notifySuccess('Éxito', 'Artículo actualizado correctamente.');
      } else {
        await create({ variables: { input }, context });
        notifySuccess('Éxito', 'Artículo creado correctamente.');
      }
      return { ok: true };
    } catch (error) {
      const action = id ? 'actualizar' : 'crear';
      notifyError('Error', `Error al ${action} el artículo: ${errorMessage(error)}`);
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}
