import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { GuideCard_GuideFragment } from '../../gql/graphql';
import { ContentCard, type CardDisplayProps } from './ContentCard';
import { GuideCardAction } from './GuideCardAction';

export const GuideCardFragment = graphql(/* GraphQL */ `
  fragment GuideCard_guide on Guide {
    id
    title
    description
    imageUrl
    image {
      width
      height
      srcSet
    }
    createdAt
    views
    showViews
    showRatings
    averageRating
    ratingCount
    isFeatured
    categoryPosition
    isFree
    price
    paymentLink
    category {
      id
      name
    }
  }
`);

interface GuideCardProps extends CardDisplayProps {
  guide: GuideCard_GuideFragment;
}

/** A guide's card: its description, and the free download or buy action below. */
export function GuideCard({ guide, ...display }: GuideCardProps) {
  return (
    <ContentCard
      content={guide}
      href={paths.guide.getHref(guide.id)}
      text={guide.description}
      action={
        <GuideCardAction id={guide.id} isFree={guide.isFree} price={guide.price} paymentLink={guide.paymentLink} />
      }
      {...display}
    />
  );
}
