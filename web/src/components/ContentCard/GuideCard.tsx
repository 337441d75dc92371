import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { graphql } from '../../gql';
import type { GuideCard_GuideFragment } from '../../gql/graphql';
import { CardImage } from './CardImage';
import { CardMeta } from './CardMeta';
import { GuideCardAction } from './GuideCardAction';
import classes from './ContentCard.module.css';

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

interface GuideCardProps {
  guide: GuideCard_GuideFragment;
  /** Heading level of the title: 2 in lists, 3 inside a titled section. */
  titleOrder?: 2 | 3 | 4;
  missingCategoryLabel?: string;
  /** The image's `sizes` attribute, when the card is not in the 3-column list grid. */
  imageSizes?: string;
  /** The first card of a list: its picture is on a phone's first screen, so it loads at once. */
  priorityImage?: boolean;
}

/** Spec card: the article card's parts with the description and a free/buy action. */
export function GuideCard({
  guide,
  titleOrder = 2,
  missingCategoryLabel = 'Sin categoría',
  imageSizes,
  priorityImage = false,
}: GuideCardProps) {
  return (
    <Card
      component="article"
      withBorder
      padding="lg"
      className={classes.card}
      data-featured={guide.isFeatured || undefined}
    >
      <Card.Section>
        <CardImage
          imageUrl={guide.imageUrl}
          image={guide.image}
          alt={guide.title}
          categoryName={guide.category?.name}
          categoryPosition={guide.categoryPosition}
          missingCategoryLabel={missingCategoryLabel}
          sizes={imageSizes}
          priority={priorityImage}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.body}>
        {guide.isFeatured && (
          <Badge color="yellow.4" c="dark.9" variant="filled" w="fit-content">
            Destacado
          </Badge>
        )}
        <Title order={titleOrder} size="h4">
          <Link to={paths.guide.getHref(guide.id)} className={classes.titleLink}>
            {guide.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.8" lineClamp={3}>
          {guide.description}
        </Text>
        <CardMeta
          createdAt={guide.createdAt}
          views={guide.views}
          showViews={guide.showViews}
          averageRating={guide.averageRating}
          ratingCount={guide.ratingCount}
          showRatings={guide.showRatings}
        />
      </Stack>
      <GuideCardAction id={guide.id} isFree={guide.isFree} price={guide.price} paymentLink={guide.paymentLink} />
    </Card>
  );
}
