import { Badge } from '@mantine/core';
import { formatWallTime } from '@crecer/domain/schedule';
import type { ContentStatus } from '../gql/graphql';
import { STATUS_LABELS } from './format';

const COLORS: Record<ContentStatus, string> = { BORRADOR: 'gray', PROGRAMADO: 'blue', PUBLICADO: 'teal' };

interface StatusBadgeProps {
  status: ContentStatus;
  /** A scheduled item's time on the site's clock: the badge reads 'Programado para 27/11/2026 10:30'. */
  scheduledFor?: string | null;
}

export function StatusBadge({ status, scheduledFor }: StatusBadgeProps) {
  const label =
    status === 'PROGRAMADO' && scheduledFor ? `Programado para ${formatWallTime(scheduledFor)}` : STATUS_LABELS[status];
  return (
    <Badge color={COLORS[status]} variant="light">
      {label}
    </Badge>
  );
}
