import { Badge } from '@mantine/core';
import { formatWallTime } from '@crecer/domain/schedule';
import type { ContentStatus } from '../gql/graphql';
import { STATUS_LABELS } from './format';
import classes from './StatusBadge.module.css';

const COLORS: Record<ContentStatus, string> = { BORRADOR: 'gray', PROGRAMADO: 'blue', PUBLICADO: 'teal' };

interface StatusBadgeProps {
  status: ContentStatus;
  /** A scheduled item's time on the site's clock: the badge reads 'Programado para 27/11/2026 10:30'. */
  scheduledFor?: string | null;
}

export function StatusBadge({ status, scheduledFor }: StatusBadgeProps) {
  if (status === 'PROGRAMADO' && scheduledFor) {
    return (
      <Badge color={COLORS[status]} variant="light" classNames={{ root: classes.root, label: classes.label }}>
        Programado para <span className={classes.moment}>{formatWallTime(scheduledFor)}</span>
      </Badge>
    );
  }
  return (
    <Badge color={COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
