import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { GuideInput } from '../gql/graphql';
import type { SaveResult } from '../articles/useSaveArticleMutation';
import { evictFields } from '../shared/evictFields';
import { errorMessage, fieldErrors } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const CreateGuideMutation = graphql(/* GraphQL */ `
  mutation CreateGuide($input: GuideInput!) {
    createGuide(input: $input) {
      id
      title
      status
    }
  }
`);

const UpdateGuideMutation = graphql(/* GraphQL */ `
  mutation UpdateGuide($id: ID!, $input: GuideInput!) {
    updateGuide(id: $id, input: $input) {
      id
      title
      description
      price
      paymentLink
      hasPdf
      pdfUrl
      imageUrl
      status
      isFeatured
      categoryPosition
      category {
        id
        name
      }
    }
  }
`);

const GUIDE_FIELDS = ['adminGuides', 'dashboardCounts', 'contentStats'] as const;

/** Creates or updates a guide (with its cover and PDF uploads) and announces the outcome. */
export function useSaveGuideMutation() {
  const [create, createState] = useMutation(CreateGuideMutation, {
    update: (cache) => evictFields(cache, GUIDE_FIELDS),
  });
  const [update, updateState] = useMutation(UpdateGuideMutation, {
    update: (cache) => evictFields(cache, GUIDE_FIELDS),
  });

  async function save(
    id: string | null,
    input: GuideInput,
    onUploadProgress: (fraction: number) => void,
  ): Promise<SaveResult> {
    const context = { onUploadProgress };
    try {
      if (id) {
        await update({ variables: { id, input }, context });
        notifySuccess('Éxito', 'Guía actualizada correctamente.');
      } else {
        await create({ variables: { input }, context });
        notifySuccess('Éxito', 'Guía creada correctamente.');
      }
      return { ok: true };
    } catch (error) {
      const action = id ? 'actualizar' : 'crear';
      notifyError('Error', `Error al ${action} la guía: ${errorMessage(error)}`);
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  }

  return { save, saving: createState.loading || updateState.loading };
}
