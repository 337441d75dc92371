import { IconCalendar, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
import { ContentImage } from '../../components/ContentCard/ContentImage';
import { PlainBadge } from '../../components/Plain/Badge';
import { CounterText } from '../../components/Plain/CounterText';
import ui from '../../components/Plain/Plain.module.css';
import { usePublicUrl } from '../../head/RenderContext';
import { Seo } from '../../head/Seo';
import { useSiteConfig } from '../siteConfig/useSiteConfig';
import { kindShareImage, type ContentHeadBuilder } from './contentHead';
import type { PublicContentKind } from './contentKind';
import classes from './ContentDetail.module.css';

/** The md container's content width. */
const HERO_SIZES = '(min-width: 60em) 928px, 100vw';

/** What every detail page shows of an article or a guide (both detail fragments select it). */
export interface DetailContent {
  id: string;
  title: string;
  imageUrl?: string | null;
  image?: { width?: number | null; height?: number | null; srcSet?: string | null } | null;
  createdAt: string;
  views: number;
  showViews: boolean;
  showRatings: boolean;
  isFeatured: boolean;
  category?: { name: string } | null;
}

interface ContentDetailLayoutProps<Item extends DetailContent> {
  kind: PublicContentKind;
  content: Item;
  /** The badge when the item has no category: 'Sin categoría' on articles, 'Sin Categoría' on guides. */
  missingCategoryLabel: string;
  /** Under the title: an article's summary, a guide's rating summary. */
  lead: ReactNode;
  /** Between the picture and the ratings: the text and the kind's actions. */
  children: ReactNode;
  /** The ratings section, shown when the item shows ratings. */
  ratings: ReactNode;
  /**
   * The owner's preview of a draft (admin/preview) is no public route, so it
   * renders its head here, with the public page's head builder and noindex.
   */
  previewHead?: ContentHeadBuilder<Item>;
}

/** An article or a guide as visitors see it: header, picture, body, ratings and the way back to its list. */
export function ContentDetailLayout<Item extends DetailContent>({
  kind,
  content,
  missingCategoryLabel,
  lead,
  children,
  ratings,
  previewHead,
}: ContentDetailLayoutProps<Item>) {
  return (
    <div className={`${ui.container} ${ui.containerMd} ${ui.padY}`}>
      {previewHead && <PreviewHead kind={kind} content={content} head={previewHead} />}
      <article className={`${ui.stack} ${ui.gapLg}`}>
        <header className={`${ui.stack} ${ui.gapSm}`}>
          <div className={`${ui.group} ${ui.gapXs}`}>
            <PlainBadge>{content.category?.name ?? missingCategoryLabel}</PlainBadge>
            {content.isFeatured && <PlainBadge featured>Destacado</PlainBadge>}
          </div>
          <h1 className={`${ui.title} ${ui.h1}`}>{content.title}</h1>
          {lead}
          <div className={`${ui.group} ${ui.gapLg} ${ui.gray7}`}>
            <div className={`${ui.group} ${ui.gap6}`}>
              <IconCalendar size={16} aria-hidden />
              <time dateTime={content.createdAt} className={`${ui.text} ${ui.sm}`}>
                {formatLongDate(content.createdAt)}
              </time>
            </div>
            {content.showViews && (
              <div className={`${ui.group} ${ui.gap6}`}>
                <IconEye size={16} aria-hidden />
                <CounterText className={`${ui.text} ${ui.sm}`}>{viewsLabel(content.views)}</CounterText>
              </div>
            )}
          </div>
        </header>
        {content.imageUrl && (
          <ContentImage
            src={content.imageUrl}
            srcSet={content.image?.srcSet}
            sizes={HERO_SIZES}
            width={content.image?.width}
            height={content.image?.height}
            alt={content.title}
            className={classes.hero}
            lazy={false}
          />
        )}
        {children}
        {content.showRatings && (
          <>
            <hr className={ui.divider} />
            {ratings}
          </>
        )}
        <hr className={ui.divider} />
        <Link to={kind.paths.list} className={ui.anchor}>
          {kind.detail.backLabel}
        </Link>
      </article>
    </div>
  );
}

/** A titled section of a detail page ('Sobre esta guía', 'Calificaciones'). */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.stack} ${ui.gapSm}`}>
      <h2 id={id} className={`${ui.title} ${ui.h3}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PreviewHead<Item extends DetailContent>({
  kind,
  content,
  head,
}: {
  kind: PublicContentKind;
  content: Item;
  head: ContentHeadBuilder<Item>;
}) {
  const { image } = useSiteConfig();
  const publicUrl = usePublicUrl();
  return <Seo {...head(content, publicUrl, kindShareImage({ image }, kind))} noindex />;
}
