import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';

const RecordViewMutation = graphql(/* GraphQL */ `
  mutation RecordView($contentType: ContentType!, $id: ID!) {
    recordView(contentType: $contentType, id: $id)
  }
`);

const TYPENAME: Record<ContentType, 'Article' | 'Guide'> = { ARTICLE: 'Article', GUIDE: 'Guide' };

/**
 * Counts one view per page load once the item is shown (pass its id only when
 * loaded) and writes the new total into the cache, so the page shows it.
 * The ref remembers the counted id: React's StrictMode runs effects twice in
 * development, and a second request would count the visit twice. Failures are
 * only logged (spec).
 */
export function useRecordView(contentType: ContentType, id: string | undefined) {
  const [recordView] = useMutation(RecordViewMutation);
  const recordedId = useRef<string | null>(null);

  useEffect(() => {
    if (!id || recordedId.current === id) return;
    recordedId.current = id;
    recordView({
      variables: { contentType, id },
      update(cache, { data }) {
        if (data === undefined || data === null) return;
        cache.modify({
          id: cache.identify({ __typename: TYPENAME[contentType], id }),
          fields: { views: () => data.recordView },
        });
      },
    }).catch((error: unknown) => console.error('No se pudo registrar la visita', error));
  }, [contentType, id, recordView]);
}
