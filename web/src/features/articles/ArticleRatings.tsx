import { Stack, Title } from '@mantine/core';
import { RatingSummary } from '../../components/StarRating/RatingSummary';
import { RatingForm } from '../ratings/RatingForm';

interface ArticleRatingsProps {
  id: string;
  title: string;
  averageRating: number;
  ratingCount: number;
}

/** The article's rating UI: current average and count, and the visitor's stars. */
export function ArticleRatings({ id, title, averageRating, ratingCount }: ArticleRatingsProps) {
  return (
    <Stack component="section" aria-labelledby="article-ratings-title" gap="sm">
      <Title order={2} size="h3" id="article-ratings-title">
        Calificaciones
      </Title>
      <RatingSummary average={averageRating} count={ratingCount} size="md" />
      <RatingForm contentType="ARTICLE" id={id} title={title} />
    </Stack>
  );
}
