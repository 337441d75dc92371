import ui from '../../components/Plain/Plain.module.css';
import { RatingSummary } from '../../components/StarRating/RatingSummary';
import { RatingForm } from '../ratings/RatingForm';

interface ArticleRatingsProps {
  id: string;
  title: string;
  averageRating: number;
  ratingCount: number;
  /** The owner's preview: the stars take no rating (RatingForm). */
  preview?: boolean;
}

/** The article's rating UI: current average and count, and the visitor's stars. */
export function ArticleRatings({ id, title, averageRating, ratingCount, preview = false }: ArticleRatingsProps) {
  return (
    <section aria-labelledby="article-ratings-title" className={`${ui.stack} ${ui.gapSm}`}>
      <h2 id="article-ratings-title" className={`${ui.title} ${ui.h3}`}>
        Calificaciones
      </h2>
      <RatingSummary average={averageRating} count={ratingCount} size="md" />
      <RatingForm contentType="ARTICLE" id={id} title={title} preview={preview} />
    </section>
  );
}
