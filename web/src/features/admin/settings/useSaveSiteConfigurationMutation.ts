import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { SiteConfigChange } from '../gql/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const SaveSiteConfigurationMutation = graphql(/* GraphQL */ `
  mutation SaveSiteConfiguration($changes: [SiteConfigChange!]!) {
    saveSiteConfiguration(changes: $changes) {
      key
      storedValue
      effectiveValue
    }
  }
`);

export interface SavedToast {
  title: string;
  message: string;
}

/** Upserts the changed entries (uploading new images) and announces the outcome. */
export function useSaveSiteConfigurationMutation() {
  const [mutate, { loading }] = useMutation(SaveSiteConfigurationMutation);

  async function save(
    changes: SiteConfigChange[],
    saved: SavedToast,
    onUploadProgress: (fraction: number) => void,
  ): Promise<boolean> {
    try {
      await mutate({ variables: { changes }, context: { onUploadProgress } });
      notifySuccess(saved.title, saved.message);
      return true;
    } catch (error) {
      notifyError('Error al guardar', errorMessage(error));
      return false;
    }
  }

  return { save, saving: loading };
}
