import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { ImportSubscribersMutation } from '../gql/graphql';
import { errorMessage } from '../shared/graphqlErrors';

const ImportSubscribersMutation = graphql(/* GraphQL */ `
  mutation ImportSubscribers($file: Upload!, $consented: Boolean!) {
    importSubscribers(file: $file, consented: $consented) {
      added
      confirmationsLater
      skipped
      skippedByReason {
        reason
        count
      }
      skippedLines {
        line
        value
        reason
      }
    }
  }
`);

export type SubscriberImportReport = ImportSubscribersMutation['importSubscribers'];

export type ImportOutcome = { report: SubscriberImportReport } | { problem: string };

/**
 * 'Importar': sends the file; the list's pages are read again (totals change).
 * The outcome is shown in the dialog itself (the report, or why the file was
 * refused, beside the file), so there is no toast.
 */
export function useImportSubscribersMutation() {
  const [mutate, { loading }] = useMutation(ImportSubscribersMutation, {
    update(cache, { data }) {
      if (!data?.importSubscribers.added) return;
      cache.evict({ fieldName: 'subscribers' });
      cache.gc();
    },
  });

  async function importSubscribers(file: File, consented: boolean): Promise<ImportOutcome> {
    try {
      const { data } = await mutate({ variables: { file, consented } });
      if (!data) return { problem: 'No se pudo importar el archivo. Inténtalo de nuevo.' };
      return { report: data.importSubscribers };
    } catch (error) {
      return { problem: errorMessage(error) };
    }
  }

  return { importSubscribers, loading };
}
