import { IconCalendar, IconEye } from '@tabler/icons-react';
import ui from '../Plain/Plain.module.css';
import { CounterText } from '../Plain/CounterText';
import { RatingSummary } from '../StarRating/RatingSummary';
import { formatLongDate, viewsLabel } from './contentFormat';

interface CardMetaProps {
  createdAt: string;
  views: number;
  showViews: boolean;
  averageRating: number;
  ratingCount: number;
  showRatings: boolean;
}

const ITEM = `${ui.group} ${ui.nowrap} ${ui.gap4}`;
const TEXT = `${ui.text} ${ui.xs}`;

/** Date, views (only when enabled) and rating (only when enabled and above 0). */
export function CardMeta({ createdAt, views, showViews, averageRating, ratingCount, showRatings }: CardMetaProps) {
  return (
    <>
      <div className={`${ui.group} ${ui.gray7}`}>
        <div className={ITEM}>
          <IconCalendar size={14} aria-hidden />
          <time dateTime={createdAt} className={TEXT}>
            {formatLongDate(createdAt)}
          </time>
        </div>
        {showViews && (
          <div className={ITEM}>
            <IconEye size={14} aria-hidden />
            <CounterText className={TEXT}>{viewsLabel(views)}</CounterText>
          </div>
        )}
      </div>
      {showRatings && averageRating > 0 && <RatingSummary average={averageRating} count={ratingCount} size="xs" />}
    </>
  );
}
