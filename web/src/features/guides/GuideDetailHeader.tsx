import { IconCalendar, IconEye } from '@tabler/icons-react';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
import { PlainBadge } from '../../components/Plain/Badge';
import ui from '../../components/Plain/Plain.module.css';
import { RatingSummary } from '../../components/StarRating/RatingSummary';

interface GuideDetailHeaderProps {
  title: string;
  categoryName: string | null | undefined;
  isFeatured: boolean;
  createdAt: string;
  views: number;
  showViews: boolean;
  averageRating: number;
  ratingCount: number;
}

/** Spec: category ('Sin Categoría' when missing), title, average rating and rating count. */
export function GuideDetailHeader(props: GuideDetailHeaderProps) {
  return (
    <header className={`${ui.stack} ${ui.gapSm}`}>
      <div className={`${ui.group} ${ui.gapXs}`}>
        <PlainBadge>{props.categoryName ?? 'Sin Categoría'}</PlainBadge>
        {props.isFeatured && <PlainBadge featured>Destacado</PlainBadge>}
      </div>
      <h1 className={`${ui.title} ${ui.h1}`}>{props.title}</h1>
      <RatingSummary average={props.averageRating} count={props.ratingCount} size="md" />
      <div className={`${ui.group} ${ui.gapLg} ${ui.gray7}`}>
        <div className={`${ui.group} ${ui.gap6}`}>
          <IconCalendar size={16} aria-hidden />
          <time dateTime={props.createdAt} className={`${ui.text} ${ui.sm}`}>
            {formatLongDate(props.createdAt)}
          </time>
        </div>
        {props.showViews && (
          <div className={`${ui.group} ${ui.gap6}`}>
            <IconEye size={16} aria-hidden />
            <p className={`${ui.text} ${ui.sm}`}>{viewsLabel(props.views)}</p>
          </div>
        )}
      </div>
    </header>
  );
}
