import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CategoryInput } from '../gql/graphql';
import { evictFields } from '../shared/evictFields';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const CreateCategoryMutation = graphql(/* GraphQL */ `
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
      description
      createdAt
    }
  }
`);

const UpdateCategoryMutation = graphql(/* GraphQL */ `
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
      createdAt
    }
  }
`);

const DeleteCategoryMutation = graphql(/* GraphQL */ `
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);

export function useSaveCategoryMutation() {
  const [create, createState] = useMutation(CreateCategoryMutation, {
    update: (cache) => evictFields(cache, ['categories', 'dashboardCounts']),
  });
  const [update, updateState] = useMutation(UpdateCategoryMutation, {
    update: (cache) => evictFields(cache, ['categories']),
  });

  /** True when saved; otherwise the refusal's message for the name field, if it was about the name (a duplicate). */
  async function save(
    id: string | null,
    input: CategoryInput,
  ): Promise<{ saved: true } | { saved: false; nameError?: string }> {
    try {
      if (id) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      notifySuccess(
        id ? 'Categoría Actualizada' : 'Categoría Creada',
        id ? 'La categoría se actualizó correctamente.' : 'La categoría se creó correctamente.',
      );
      return { saved: true };
    } catch (error) {
      notifyError('Error al guardar', errorMessage(error));
      return { saved: false, nameError: fieldErrors(error).name };
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}

export function useDeleteCategoryMutation() {
  const [mutate, { loading }] = useMutation(DeleteCategoryMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Category', id: data.deleteCategory }) });
      // Linked articles and guides lose their category, so their cached lists are stale too.
      evictFields(cache, ['dashboardCounts', 'adminArticles', 'adminGuides', 'contentStats']);
    },
  });

  async function deleteCategory(category: { id: string; name: string }): Promise<boolean> {
    try {
      await mutate({ variables: { id: category.id } });
      notifySuccess('Categoría Eliminada', `La categoría «${category.name}» fue eliminada.`);
      return true;
    } catch (error) {
      notifyError(
        'Error al eliminar',
        `No se pudo eliminar la categoría. Puede que esté en uso. ${errorMessage(error)}`,
      );
      return false;
    }
  }

  return { deleteCategory, loading };
}
