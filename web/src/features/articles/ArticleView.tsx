import { Typography } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { PlainBadge } from '../../components/Plain/Badge';
import ui from '../../components/Plain/Plain.module.css';
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
    <div className={`${ui.container} ${ui.containerMd} ${ui.padY}`}>
      <ArticleHead article={article} noindex={preview} />
      <article className={`${ui.stack} ${ui.gapLg}`}>
        <header className={`${ui.stack} ${ui.gapSm}`}>
          <div className={`${ui.group} ${ui.gapXs}`}>
            <PlainBadge>{article.category?.name ?? 'Sin categoría'}</PlainBadge>
            {article.isFeatured && <PlainBadge featured>Destacado</PlainBadge>}
          </div>
          <h1 className={`${ui.title} ${ui.h1}`}>{article.title}</h1>
          <p className={`${ui.text} ${ui.lg} ${ui.gray8}`}>{article.summary}</p>
          <div className={`${ui.group} ${ui.gapLg} ${ui.gray7}`}>
            <div className={`${ui.group} ${ui.gap6}`}>
              <IconCalendar size={16} aria-hidden />
              <time dateTime={article.createdAt} className={`${ui.text} ${ui.sm}`}>
                {formatLongDate(article.createdAt)}
              </time>
            </div>
            {article.showViews && (
              <div className={`${ui.group} ${ui.gap6}`}>
                <IconEye size={16} aria-hidden />
                <p className={`${ui.text} ${ui.sm}`}>{viewsLabel(article.views)}</p>
              </div>
            )}
          </div>
        </header>
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
        <div className={ui.group}>
          <ShareOnWhatsAppButton title={article.title} />
        </div>
        {article.showRatings && (
          <>
            <hr className={ui.divider} />
            <ArticleRatings
              id={article.id}
              title={article.title}
              averageRating={article.averageRating}
              ratingCount={article.ratingCount}
              preview={preview}
            />
          </>
        )}
        <hr className={ui.divider} />
        <Link to={paths.articles.getHref()} className={ui.anchor}>
          Volver a Artículos
        </Link>
      </article>
    </div>
  );
}
