import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import ui from '../../components/Plain/Plain.module.css';
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
    <div className={`${ui.container} ${ui.containerMd} ${ui.padY}`}>
      <GuideHead guide={guide} noindex={preview} />
      <article className={`${ui.stack} ${ui.gapLg}`}>
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
        <section aria-labelledby="guide-about-title" className={`${ui.stack} ${ui.gapSm}`}>
          <h2 id="guide-about-title" className={`${ui.title} ${ui.h3}`}>
            Sobre esta guía
          </h2>
          <p className={`${ui.text} ${ui.lg} ${classes.description}`}>{guide.description}</p>
        </section>
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
            <hr className={ui.divider} />
            <section aria-labelledby="guide-rating-title" className={`${ui.stack} ${ui.gapSm}`}>
              <h2 id="guide-rating-title" className={`${ui.title} ${ui.h3}`}>
                Califica esta guía
              </h2>
              <RatingForm contentType="GUIDE" id={guide.id} title={guide.title} preview={preview} />
            </section>
          </>
        )}
        <hr className={ui.divider} />
        <Link to={paths.guides.getHref()} className={ui.anchor}>
          Volver a Guías
        </Link>
      </article>
    </div>
  );
}
