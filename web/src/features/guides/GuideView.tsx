import ui from '../../components/Plain/Plain.module.css';
import { RatingSummary } from '../../components/StarRating/RatingSummary';
import { graphql } from '../../gql';
import type { GuideDetailFieldsFragment } from '../../gql/graphql';
import { ContentDetailLayout, DetailSection } from '../content/ContentDetailLayout';
import { RatingForm } from '../ratings/RatingForm';
import { GuideAccess } from './GuideAccess';
import { GUIDE_KIND } from './guideKind';
import { guideHead } from './guideHead';
import classes from './GuideDetail.module.css';

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
      jpeg {
        url
        width
        height
      }
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
  /** The owner's preview: the same page, kept out of search engines (noindex), with its own head. */
  preview?: boolean;
}

/** A guide as visitors see it: header, description, download or buy, and the rating form when enabled. */
export function GuideView({ guide, preview = false }: GuideViewProps) {
  return (
    <ContentDetailLayout
      kind={GUIDE_KIND}
      content={guide}
      // Spec: category ('Sin Categoría' when missing), title, average rating and rating count.
      missingCategoryLabel="Sin Categoría"
      lead={<RatingSummary average={guide.averageRating} count={guide.ratingCount} size="md" />}
      ratings={
        <DetailSection id="guide-rating-title" title="Califica esta guía">
          <RatingForm contentType="GUIDE" id={guide.id} title={guide.title} preview={preview} />
        </DetailSection>
      }
      previewHead={preview ? guideHead : undefined}
    >
      <DetailSection id="guide-about-title" title="Sobre esta guía">
        <p className={`${ui.text} ${ui.lg} ${classes.description}`}>{guide.description}</p>
      </DetailSection>
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
    </ContentDetailLayout>
  );
}
