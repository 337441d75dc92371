import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { formatAverage, MAX_STARS, starFills } from './starFills';
import classes from './StarRating.module.css';

interface StarDisplayProps {
  /** Mean rating, 0..5; fractions show a half star. */
  average: number;
  size?: number;
}

/** Read-only stars for an average rating, announced as one image with its value. */
export function StarDisplay({ average, size = 16 }: StarDisplayProps) {
  return (
    <span
      role="img"
      aria-label={`Calificación promedio: ${formatAverage(average)} de ${MAX_STARS} estrellas`}
      className={classes.stars}
    >
      {starFills(average).map((fill, index) => {
        if (fill === 'full') return <IconStarFilled key={index} size={size} aria-hidden />;
        if (fill === 'half') return <IconStarHalfFilled key={index} size={size} aria-hidden />;
        return <IconStar key={index} size={size} aria-hidden className={classes.empty} />;
      })}
    </span>
  );
}
