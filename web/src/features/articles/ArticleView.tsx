import { Anchor, Badge, Container, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { graphql } from '../../gql';
import type { ArticleDetailFieldsFragment } from '../../gql/graphql';
import { ArticleHead } from './ArticleHead';
import { ArticleRatings } from './ArticleRatings';
import { ShareOnWhatsAppButton } from './ShareOnWhatsAppButton';
import classes from './ArticleDetail.module.css';

/** The md container's content width. */
const HERO_SIZES = '(min-width: 60em) 928px, 100vw';

/** What the article page shows; the owner's preview reads the same fields (admin/preview). */
export const ArticleDetailFields = graphql(/* GraphQL */ `
  fragment ArticleDetailFields on Article {
    id
    title
    summary
    content
    imageUrl
    image {
      width
      height
      srcSet
    }
    createdAt
    updatedAt
    views
    showViews
    showRatings
    averageRating
    ratingCount
    isFeatured
    category {
      id
      name
    }
  }
`);

interface ArticleViewProps {
  article: ArticleDetailFieldsFragment;
  /** The owner's preview: the same page, kept out of search engines (noindex). */
  preview?: boolean;
}

/** An article as visitors see it: header, sanitized content, views, ratings and WhatsApp sharing. */
export function ArticleView({ article, preview = false }: ArticleViewProps) {
  return (
    <Container size="md" py="xl">
      <ArticleHead article={article} noindex={preview} />
      <Stack component="article" gap="lg">
        <Stack component="header" gap="sm">
          <Group gap="xs">
            <Badge variant="filled">{article.category?.name ?? 'Sin categoría'}</Badge>
            {article.isFeatured && (
              <Badge color="yellow.4" c="dark.9" variant="filled">
                Destacado
              </Badge>
            )}
          </Group>
          <Title order={1}>{article.title}</Title>
          <Text size="lg" c="gray.8">
            {article.summary}
          </Text>
          <Group gap="lg" c="gray.7">
            <Group gap={6}>
              <IconCalendar size={16} aria-hidden />
              <Text size="sm" component="time" dateTime={article.createdAt}>
                {formatLongDate(article.createdAt)}
              </Text>
            </Group>
            {article.showViews && (
              <Group gap={6}>
                <IconEye size={16} aria-hidden />
                <Text size="sm">{viewsLabel(article.views)}</Text>
              </Group>
            )}
          </Group>
        </Stack>
        {article.imageUrl && (
          <ContentImage
            src={article.imageUrl}
            srcSet={article.image?.srcSet}
            sizes={HERO_SIZES}
            width={article.image?.width}
            height={article.image?.height}
            alt={article.title}
            className={classes.hero}
            lazy={false}
          />
        )}
        {/* The server sanitizes article HTML when it is saved; this renders what it stored. */}
        <Typography className={classes.content}>
          <div dangerouslySetInnerHTML={{ __html: article.content }} />
        </Typography>
        <Group>
          <ShareOnWhatsAppButton title={article.title} />
        </Group>
        {article.showRatings && (
          <>
            <Divider />
            <ArticleRatings
              id={article.id}
              title={article.title}
              averageRating={article.averageRating}
              ratingCount={article.ratingCount}
            />
          </>
        )}
        <Divider />
        <Anchor component={Link} to={paths.articles.getHref()}>
          Volver a Artículos
        </Anchor>
      </Stack>
    </Container>
  );
}
