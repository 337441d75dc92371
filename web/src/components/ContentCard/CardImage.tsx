import type { CategoryPosition } from '../../gql/graphql';
import { PlainBadge } from '../Plain/Badge';
import ui from '../Plain/Plain.module.css';
import { ContentImage } from './ContentImage';
import classes from './ContentCard.module.css';

/** A grid of 1, 2 or 3 columns inside the 1140 px container (Mantine's sm and md breakpoints). */
const GRID_SIZES = '(min-width: 62em) 360px, (min-width: 48em) 50vw, 100vw';

interface CardImageProps {
  imageUrl: string | null | undefined;
  image: { srcSet?: string | null; width?: number | null; height?: number | null } | null | undefined;
  alt: string;
  categoryName: string | null | undefined;
  categoryPosition: CategoryPosition;
  /** 'Sin categoría' on lists; the home carousel passes 'Sin Categoría'. */
  missingCategoryLabel: string;
  /** The `sizes` attribute; defaults to the list grid. */
  sizes?: string;
  /** Load at once with high priority (the first card of a list) instead of lazily. */
  priority?: boolean;
}

/**
 * The card picture with the category badge in the corner the owner chose. The
 * fixed 3:2 box reserves the space before the image arrives, so the grid
 * does not jump.
 */
export function CardImage(props: CardImageProps) {
  const { imageUrl, image, alt, categoryName, categoryPosition, missingCategoryLabel } = props;
  const { sizes = GRID_SIZES, priority = false } = props;
  return (
    <div className={classes.media}>
      {imageUrl ? (
        <ContentImage
          src={imageUrl}
          srcSet={image?.srcSet}
          sizes={sizes}
          width={image?.width}
          height={image?.height}
          alt={alt}
          className={classes.image}
          lazy={!priority}
        />
      ) : (
        <div className={classes.placeholder}>
          <p className={`${ui.text} ${ui.sm}`}>Imagen no disponible</p>
        </div>
      )}
      <PlainBadge className={classes.categoryBadge} data-position={categoryPosition}>
        {categoryName ?? missingCategoryLabel}
      </PlainBadge>
    </div>
  );
}
