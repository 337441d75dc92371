import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { graphql } from '../../gql';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql';
import { CardImage } from './CardImage';
import { CardMeta } from './CardMeta';
import classes from './ContentCard.module.css';

export const ArticleCardFragment = graphql(/* GraphQL */ `
  fragment ArticleCard_article on Article {
    id
    title
    summary
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
    category {
      id
      name
    }
  }
`);

interface ArticleCardProps {
  article: ArticleCard_ArticleFragment;
  /** Heading level of the title: 2 in lists, 3 inside a titled section. */
  titleOrder?: 2 | 3 | 4;
  missingCategoryLabel?: string;
  /** The image's `sizes` attribute, when the card is not in the 3-column list grid. */
  imageSizes?: string;
  /** The first card of a list: its picture is on a phone's first screen, so it loads at once. */
  priorityImage?: boolean;
}

/** Spec card: image with category badge, 'Destacado', title, 3-line summary, date, views, rating. */
export function ArticleCard({
  article,
  titleOrder = 2,
  missingCategoryLabel = 'Sin categoría',
  imageSizes,
  priorityImage = false,
}: ArticleCardProps) {
  return (
    <Card
      component="article"
      withBorder
      padding="lg"
      className={classes.card}
      data-featured={article.isFeatured || undefined}
    >
      <Card.Section>
        <CardImage
          imageUrl={article.imageUrl}
          image={article.image}
          alt={article.title}
          categoryName={article.category?.name}
          categoryPosition={article.categoryPosition}
          missingCategoryLabel={missingCategoryLabel}
          sizes={imageSizes}
          priority={priorityImage}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.body}>
        {article.isFeatured && (
          <Badge color="yellow.4" c="dark.9" variant="filled" w="fit-content">
            Destacado
          </Badge>
        )}
        <Title order={titleOrder} size="h4">
          <Link to={paths.article.getHref(article.id)} className={classes.titleLink}>
            {article.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.8" lineClamp={3}>
          {article.summary}
        </Text>
        <CardMeta
          createdAt={article.createdAt}
          views={article.views}
          showViews={article.showViews}
          averageRating={article.averageRating}
          ratingCount={article.ratingCount}
          showRatings={article.showRatings}
        />
      </Stack>
    </Card>
  );
}
