import { Anchor, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { graphql } from '../../gql';
import type { GuideDetailFieldsFragment } from '../../gql/graphql';
import { RatingForm } from '../ratings/RatingForm';
import { GuideAccess } from './GuideAccess';
import { GuideDetailHeader } from './GuideDetailHeader';
import { GuideHead } from './GuideHead';
import classes from './GuideDetail.module.css';

/** The md container's content width. */
const HERO_SIZES = '(min-width: 60em) 928px, 100vw';

/** What the guide page shows; the owner's preview reads the same fields (admin/preview). */
export const GuideDetailFields = graphql(/* GraphQL */ `
  fragment GuideDetailFields on Guide {
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
`);

interface GuideViewProps {
  guide: GuideDetailFieldsFragment;
  /** The owner's preview: the same page, kept out of search engines (noindex). */
  preview?: boolean;
}

/** A guide as visitors see it: header, description, download or buy, and the rating form when enabled. */
export function GuideView({ guide, preview = false }: GuideViewProps) {
  return (
    <Container size="md" py="xl">
      <GuideHead guide={guide} noindex={preview} />
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
