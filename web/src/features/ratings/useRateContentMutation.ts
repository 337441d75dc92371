import { useMutation } from '@apollo/client/react';
import { showToast } from '../../lib/toastSettings';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { starLabel } from '../../components/StarRating/starFills';

const RateContentMutation = graphql(/* GraphQL */ `
  mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {
    rateContent(contentType: $contentType, id: $id, rating: $rating) {
      average
      count
    }
  }
`);

const TYPENAME: Record<ContentType, 'Article' | 'Guide'> = { ARTICLE: 'Article', GUIDE: 'Guide' };

export interface RateContentInput {
  contentType: ContentType;
  id: string;
  rating: number;
  /** Named in the thank-you toast. */
  title: string;
}

/**
 * Sends a rating, writes the new average and count into the cached article or
 * guide (so every card and header showing it updates) and shows the spec's toast.
 * Resolves to whether the rating was saved.
 */
export function useRateContentMutation() {
  const [mutate, { loading }] = useMutation(RateContentMutation);

  const rate = async ({ contentType, id, rating, title }: RateContentInput): Promise<boolean> => {
    try {
      await mutate({
        variables: { contentType, id, rating },
        update(cache, { data }) {
          if (!data) return;
          cache.modify({
            id: cache.identify({ __typename: TYPENAME[contentType], id }),
            fields: {
              averageRating: () => data.rateContent.average,
              ratingCount: () => data.rateContent.count,
            },
          });
        },
      });
      showToast({
        color: 'teal',
        title: 'Calificación Enviada',
        message: `¡Gracias por calificar "${title}" con ${starLabel(rating)}!`,
      });
      return true;
    } catch (error) {
      console.error('No se pudo enviar la calificación', error);
      showToast({
        color: 'red',
        title: 'Error al Calificar',
        message: 'No se pudo enviar tu calificación. Inténtalo de nuevo.',
      });
      return false;
    }
  };

  return { rate, submitting: loading };
}
