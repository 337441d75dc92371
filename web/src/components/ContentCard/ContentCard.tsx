import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';
import { PlainBadge } from '../Plain/Badge';
import ui from '../Plain/Plain.module.css';
import { CardImage } from './CardImage';
import { CardMeta } from './CardMeta';
import classes from './ContentCard.module.css';

/** The fields both card fragments select (articles and guides share them). */
type CardContent = Pick<
  ArticleCard_ArticleFragment,
  | 'title'
  | 'imageUrl'
  | 'image'
  | 'createdAt'
  | 'views'
  | 'showViews'
  | 'showRatings'
  | 'averageRating'
  | 'ratingCount'
  | 'isFeatured'
  | 'categoryPosition'
  | 'category'
>;

/** How a list or section shows its cards. */
export interface CardDisplayProps {
  /** Heading level of the title: 2 in lists, 3 inside a titled section. */
  titleOrder?: 2 | 3 | 4;
  missingCategoryLabel?: string;
  /** The image's `sizes` attribute, when the card is not in the 3-column list grid. */
  imageSizes?: string;
  /** The first card of a list: its picture is on a phone's first screen, so it loads at once. */
  priorityImage?: boolean;
}

interface ContentCardProps extends CardDisplayProps {
  content: CardContent;
  /** The detail page the title links to. */
  href: string;
  /** The summary (articles) or description (guides), cut to 3 lines. */
  text: string;
  /** Below the card's body: the guides' free download or buy button. */
  action?: ReactNode;
}

/** Spec card: image with category badge, 'Destacado', title, 3-line text, date, views, rating. */
export function ContentCard({
  content,
  href,
  text,
  action,
  titleOrder = 2,
  missingCategoryLabel = 'Sin categoría',
  imageSizes,
  priorityImage = false,
}: ContentCardProps) {
  const Heading = `h${titleOrder}` as const;
  return (
    <article className={`${ui.card} ${classes.card}`} data-featured={content.isFeatured || undefined}>
      <div className={ui.cardSection}>
        <CardImage
          imageUrl={content.imageUrl}
          image={content.image}
          alt={content.title}
          categoryName={content.category?.name}
          categoryPosition={content.categoryPosition}
          missingCategoryLabel={missingCategoryLabel}
          sizes={imageSizes}
          priority={priorityImage}
        />
      </div>
      <div className={`${ui.stack} ${ui.gapXs} ${classes.body}`}>
        {content.isFeatured && <PlainBadge featured>Destacado</PlainBadge>}
        <Heading className={`${ui.title} ${ui.h4}`}>
          <Link to={href} className={classes.titleLink}>
            {content.title}
          </Link>
        </Heading>
        <p className={`${ui.text} ${ui.sm} ${ui.gray8} ${ui.lineClamp3}`}>{text}</p>
        <CardMeta
          createdAt={content.createdAt}
          views={content.views}
          showViews={content.showViews}
          averageRating={content.averageRating}
          ratingCount={content.ratingCount}
          showRatings={content.showRatings}
        />
      </div>
      {action}
    </article>
  );
}
