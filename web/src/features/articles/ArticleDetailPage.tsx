import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Container, Divider, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
import {
  DetailLoading,
  DetailMessage,
  DetailText,
  isMalformedIdError,
} from '../../components/DetailStates/DetailStates';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { isPlausibleContentId } from '../../components/DetailStates/contentId';
import { graphql } from '../../gql';
import { useRecordView } from '../views/useRecordView';
import { ArticleHead } from './ArticleHead';
import { ArticleRatings } from './ArticleRatings';
import { ShareOnWhatsAppButton } from './ShareOnWhatsAppButton';
import classes from './ArticleDetail.module.css';

/** The md container's content width. */
const HERO_SIZES = '(min-width: 60em) 928px, 100vw';

const ArticleDetailQuery = graphql(/* GraphQL */ `
  query ArticleDetail($id: ID!) {
    article(id: $id) {
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
  }
`);

/** /articulos/:id: header, sanitized content, views, ratings and WhatsApp sharing. */
export function ArticleDetailPage() {
  const { id = '' } = useParams();
  const validId = isPlausibleContentId(id);
  const { data, loading, error } = useQuery(ArticleDetailQuery, { variables: { id }, skip: !validId });
  const article = data?.article;
  useRecordView('ARTICLE', article?.id);

  if (validId && loading && !data) return <DetailLoading label="Cargando artículo" />;
  if (error && !isMalformedIdError(error)) {
    return (
      <DetailMessage
        tone="error"
        canonicalPath={paths.article.getHref(id)}
        title="Error al Cargar el Artículo"
        backHref={paths.articles.getHref()}
        backLabel="Volver a Artículos"
      >
        {graphqlErrorMessage(error, 'No se pudo cargar el artículo. Por favor, intenta de nuevo más tarde.')}
      </DetailMessage>
    );
  }
  if (!article) {
    return (
      <DetailMessage
        tone="notFound"
        canonicalPath={paths.article.getHref(id)}
        title="Artículo no Encontrado"
        backHref={paths.articles.getHref()}
        backLabel="Volver a Artículos"
      >
        <DetailText>El artículo que buscas no existe o no está disponible.</DetailText>
        <DetailText>Artículo no encontrado o no está publicado.</DetailText>
      </DetailMessage>
    );
  }

  return (
    <Container size="md" py="xl">
      <ArticleHead article={article} />
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
