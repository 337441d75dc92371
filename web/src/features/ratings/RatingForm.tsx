import { Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { StarRatingInput } from '../../components/StarRating/StarRatingInput';
import type { ContentType } from '../../gql/graphql';
import { useRateContentMutation } from './useRateContentMutation';

interface RatingFormProps {
  contentType: ContentType;
  id: string;
  title: string;
}

/**
 * Spec states: idle → submitting (repeat clicks blocked) → rated (stars
 * read-only, thank-you), or back to 0 stars when sending fails.
 */
export function RatingForm({ contentType, id, title }: RatingFormProps) {
  const [userRating, setUserRating] = useState(0);
  const [rated, setRated] = useState(false);
  const { rate, submitting } = useRateContentMutation();
  // The mutation's loading flag arrives a render late; a double click must not send twice.
  const inFlight = useRef(false);

  const handleRate = async (stars: number) => {
    if (inFlight.current || rated) return;
    inFlight.current = true;
    setUserRating(stars);
    const saved = await rate({ contentType, id, rating: stars, title });
    inFlight.current = false;
    if (saved) setRated(true);
    else setUserRating(0);
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{rated ? 'Tu calificación' : '¿Qué te pareció? Elige de 1 a 5 estrellas.'}</Text>
      <StarRatingInput
        value={userRating}
        onRate={handleRate}
        label="Tu calificación"
        readOnly={rated}
        disabled={submitting}
      />
      <div role="status">
        {submitting && <Text size="sm">Enviando tu calificación...</Text>}
        {rated && <Text c="teal.8">¡Gracias por tu calificación!</Text>}
      </div>
    </Stack>
  );
}
