import { useQuery } from '@apollo/client/react';
import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  DetailLoading,
  DetailMessage,
  DetailText,
  isMalformedIdError,
} from '../../components/DetailStates/DetailStates';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { isPlausibleContentId } from '../../components/DetailStates/contentId';
import { graphql } from '../../gql';
import { RatingForm } from '../ratings/RatingForm';
import { useRecordView } from '../views/useRecordView';
import { GuideAccess } from './GuideAccess';
import { GuideDetailHeader } from './GuideDetailHeader';
import { GuideHead } from './GuideHead';
import classes from './GuideDetail.module.css';

/** The md container's content width. */
const HERO_SIZES = '(min-width: 60em) 928px, 100vw';

const GuideDetailQuery = graphql(/* GraphQL */ `
  query GuideDetail($id: ID!) {
    guide(id: $id) {
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
      updatedAt
      price
      isFree
      paymentLink
      downloadUrl
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

/** /guias/:id: header, description, download or buy, and the rating form when enabled. */
export function GuideDetailPage() {
  const { id = '' } = useParams();
  const validId = isPlausibleContentId(id);
  const { data, loading, error } = useQuery(GuideDetailQuery, { variables: { id }, skip: !validId });
  const guide = data?.guide;
  useRecordView('GUIDE', guide?.id);

  useEffect(() => {
    if (error) console.error('No se pudo cargar la guía', error);
  }, [error]);

  if (validId && loading && !data) return <DetailLoading label="Cargando guía" />;
  if (error && !isMalformedIdError(error)) {
    return (
      <DetailMessage
        tone="error"
        canonicalPath={paths.guide.getHref(id)}
        title="Error al Cargar la Guía"
        backHref={paths.guides.getHref()}
        backLabel="Volver a Guías"
      >
        No se pudo cargar la guía.
      </DetailMessage>
    );
  }
  if (!guide) {
    return (
      <DetailMessage
        tone="notFound"
        canonicalPath={paths.guide.getHref(id)}
        title="Guía no Encontrada"
        backHref={paths.guides.getHref()}
        backLabel="Volver a Guías"
      >
        <DetailText>Guía no encontrada o no está publicada.</DetailText>
      </DetailMessage>
    );
  }

  return (
    <Container size="md" py="xl">
      <GuideHead guide={guide} />
      <Stack component="article" gap="lg">
        <GuideDetailHeader
          title={guide.title}
          categoryName={guide.category?.name}
          isFeatured={guide.isFeatured}
          createdAt={guide.createdAt}
          views={guide.views}
          showViews={guide.showViews}
          averageRating={guide.averageRating}
          ratingCount={guide.ratingCount}
        />
        {guide.imageUrl && (
          <ContentImage
            src={guide.imageUrl}
            srcSet={guide.image?.srcSet}
            sizes={HERO_SIZES}
            width={guide.image?.width}
            height={guide.image?.height}
            alt={guide.title}
            className={classes.hero}
            lazy={false}
          />
        )}
        <Stack component="section" aria-labelledby="guide-about-title" gap="sm">
          <Title order={2} size="h3" id="guide-about-title">
            Sobre esta guía
          </Title>
          <Text size="lg" className={classes.description}>
            {guide.description}
          </Text>
        </Stack>
        <div>
          <GuideAccess
            guideId={guide.id}
            title={guide.title}
            isFree={guide.isFree}
            price={guide.price}
            downloadUrl={guide.downloadUrl}
            paymentLink={guide.paymentLink}
          />
        </div>
        {guide.showRatings && (
          <>
            <Divider />
            <Stack component="section" aria-labelledby="guide-rating-title" gap="sm">
              <Title order={2} size="h3" id="guide-rating-title">
                Califica esta guía
              </Title>
              <RatingForm contentType="GUIDE" id={guide.id} title={guide.title} />
            </Stack>
          </>
        )}
        <Divider />
        <Anchor component={Link} to={paths.guides.getHref()}>
          Volver a Guías
        </Anchor>
      </Stack>
    </Container>
  );
}
