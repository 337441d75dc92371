import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { takeViewRecordedOnLoad } from './viewOnLoad';

// Also written as text in domain/viewBeacons.ts (RECORD_VIEW_SOURCE), checked equal by viewOnLoad.test.ts.
const RecordViewMutation = graphql(/* GraphQL */ `
  mutation RecordView($contentType: ContentType!, $id: ID!, $source: VisitSourceInput) {
    recordView(contentType: $contentType, id: $id, source: $source)
  }
`);

const TYPENAME: Record<ContentType, 'Article' | 'Guide'> = { ARTICLE: 'Article', GUIDE: 'Guide' };

/**
 * Counts one view per page shown once the item is loaded (pass its id only
 * when loaded) and writes the new total into the cache, so the page shows it.
 * The page a visit lands on was counted by the entry after its load
 * (viewOnLoad.ts): its total is taken from there, not counted again. The ref
 * remembers the counted id: React's StrictMode runs effects twice in
 * development, and a second request would count the visit twice. Failures
 * are only logged (spec).
 */
export function useRecordView(contentType: ContentType, id: string | undefined) {
  const [recordView] = useMutation(RecordViewMutation);
  const client = useApolloClient();
  const recordedId = useRef<string | null>(null);

  useEffect(() => {
    if (!id || recordedId.current === id) return;
    recordedId.current = id;
    const showTotal = (total: number | null | undefined) => {
      if (typeof total !== 'number') return;
      client.cache.modify({
        id: client.cache.identify({ __typename: TYPENAME[contentType], id }),
        fields: { views: () => total },
      });
    };
    const onLoad = takeViewRecordedOnLoad(contentType, id);
    if (onLoad) {
      void onLoad.then(showTotal);
      return;
    }
    // A page reached inside the app: not a landing, so no source.
    recordView({ variables: { contentType, id } })
      .then(({ data }) => showTotal(data?.recordView))
      .catch((error: unknown) => console.error('No se pudo registrar la visita', error));
  }, [contentType, id, recordView, client]);
}
