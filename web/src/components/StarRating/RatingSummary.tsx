import { CounterText } from '../Plain/CounterText';
import { cx } from '../Plain/cx';
import ui from '../Plain/Plain.module.css';
import { StarDisplay } from './StarDisplay';
import { formatAverage, ratingCountLabel } from './starFills';

interface RatingSummaryProps {
  average: number;
  count: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Stars plus '4.5 (2 calificaciones)'. */
export function RatingSummary({ average, count, size = 'sm' }: RatingSummaryProps) {
  return (
    <div className={`${ui.group} ${ui.nowrap} ${ui.gap6}`}>
      <StarDisplay average={average} size={size === 'md' ? 20 : 16} />
      <CounterText className={cx(ui.text, ui.gray8, size !== 'md' && ui[size])}>
        {`${formatAverage(average)} (${ratingCountLabel(count)})`}
      </CounterText>
    </div>
  );
}
