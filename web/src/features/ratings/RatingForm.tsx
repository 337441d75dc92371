import { useRef, useState } from 'react';
import { useBrowserQuery } from '../../lib/page/useBrowserQuery';
import ui from '../../components/Plain/Plain.module.css';
import { StarRatingInput } from '../../components/StarRating/StarRatingInput';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { useRateContentMutation } from './useRateContentMutation';

const RatingFormMyRatingQuery = graphql(/* GraphQL */ `
  query RatingFormMyRating($contentType: ContentType!, $id: ID!, $isArticle: Boolean!) {
    myRating(contentType: $contentType, id: $id)
    article(id: $id) @include(if: $isArticle) {
      id
      averageRating
      ratingCount
    }
    guide(id: $id) @skip(if: $isArticle) {
      id
      averageRating
      ratingCount
    }
  }
`);

interface RatingFormProps {
  contentType: ContentType;
  id: string;
  title: string;
  /** The owner's preview (admin): the stars are shown at rest, with a note, and take no rating. */
  preview?: boolean;
}

/** What the preview says instead of asking for stars. */
export const PREVIEW_RATING_NOTE = 'Vista previa: las estrellas se activan en la página publicada.';

/**
 * Spec states: idle → submitting (repeat clicks blocked) → rated (stars
 * read-only, thank-you), or back to 0 stars when sending fails. A visitor who
 * rated before (another visit) is rated from the start: her stars are asked for
 * in the browser once the page has hydrated (useBrowserQuery), so the server's HTML
 * is the same for every visitor and can be cached. Until that answer arrives the
 * stars take no click, so a quick click cannot replace her earlier rating.
 * The same personal (never cached) answer brings the item's current average
 * and count into Apollo's cache, so the summary above shows her rating: a
 * cached page may show counters a few seconds old (server/src/services/
 * publicCache), and 'Tu calificación' beside '0 calificaciones' read as lost.
 */
export function RatingForm({ contentType, id, title, preview = false }: RatingFormProps) {
  const [userRating, setUserRating] = useState(0);
  const [ratedNow, setRatedNow] = useState(false);
  const { rate, submitting } = useRateContentMutation();
  const { data, loading: readingEarlier } = useBrowserQuery(RatingFormMyRatingQuery, {
    variables: { contentType, id, isArticle: contentType === 'ARTICLE' },
    fetchPolicy: 'network-only',
    skip: preview,
    // Below the article: the stars wait for her first scroll or tap, which starts the app.
    canWaitForVisitor: true,
  });
  const earlierRating = data?.myRating ?? null;
  const rated = ratedNow || earlierRating !== null;
  // The mutation's loading flag arrives a render late; a double click must not send twice.
  const inFlight = useRef(false);

  const handleRate = async (stars: number) => {
    if (inFlight.current || rated) return;
    inFlight.current = true;
    setUserRating(stars);
    const saved = await rate({ contentType, id, rating: stars, title });
    inFlight.current = false;
    if (saved) setRatedNow(true);
    else setUserRating(0);
  };

  if (preview) {
    return (
      <div className={`${ui.stack} ${ui.gapXs}`}>
        <p className={`${ui.text} ${ui.sm} ${ui.gray7}`}>{PREVIEW_RATING_NOTE}</p>
        <StarRatingInput value={0} onRate={() => undefined} label="Tu calificación" readOnly />
      </div>
    );
  }

  return (
    <div className={`${ui.stack} ${ui.gapXs}`}>
      <p className={`${ui.text} ${ui.semibold}`}>
        {rated ? 'Tu calificación' : '¿Qué te pareció? Elige de 1 a 5 estrellas.'}
      </p>
      <StarRatingInput
        value={ratedNow ? userRating : (earlierRating ?? userRating)}
        onRate={handleRate}
        label="Tu calificación"
        readOnly={rated}
        // Until the server has said whether she rated before, a click could replace that rating.
        disabled={submitting || readingEarlier}
      />
      <div role="status">
        {submitting && <p className={`${ui.text} ${ui.sm}`}>Enviando tu calificación...</p>}
        {rated && <p className={`${ui.text} ${ui.teal8}`}>¡Gracias por tu calificación!</p>}
      </div>
    </div>
  );
}
