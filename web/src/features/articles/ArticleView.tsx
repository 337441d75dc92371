import { Typography } from '@mantine/core';
import ui from '../../components/Plain/Plain.module.css';
import { RatingSummary } from '../../components/StarRating/RatingSummary';
import { graphql } from '../../gql';
import type { ArticleDetailFieldsFragment } from '../../gql/graphql';
import { ContentDetailLayout, DetailSection } from '../content/ContentDetailLayout';
import { RatingForm } from '../ratings/RatingForm';
import { ARTICLE_KIND } from './articleKind';
import { articleHead } from './articleHead';
import { ShareOnWhatsAppButton } from './ShareOnWhatsAppButton';
import classes from './ArticleDetail.module.css';

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
      jpeg {
        url
        width
        height
      }
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
  /** The owner's preview: the same page, kept out of search engines (noindex), with its own head. */
  preview?: boolean;
}

/** An article as visitors see it: header, sanitized content, views, ratings and WhatsApp sharing. */
export function ArticleView({ article, preview = false }: ArticleViewProps) {
  return (
    <ContentDetailLayout
      kind={ARTICLE_KIND}
      content={article}
      missingCategoryLabel="Sin categoría"
      lead={<p className={`${ui.text} ${ui.lg} ${ui.gray8}`}>{article.summary}</p>}
      ratings={
        <DetailSection id="article-ratings-title" title="Calificaciones">
          <RatingSummary average={article.averageRating} count={article.ratingCount} size="md" />
          <RatingForm contentType="ARTICLE" id={article.id} title={article.title} preview={preview} />
        </DetailSection>
      }
      previewHead={preview ? articleHead : undefined}
    >
      {/* The server sanitizes article HTML when it is saved; this renders what it stored. */}
      <Typography className={classes.content}>
        <div dangerouslySetInnerHTML={{ __html: article.content }} />
      </Typography>
      <div className={ui.group}>
        <ShareOnWhatsAppButton title={article.title} />
      </div>
    </ContentDetailLayout>
  );
}
