import { Badge } from '@mantine/core';
import type { ContentStatus } from '../gql/graphql';
import { STATUS_LABELS } from './format';

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge color={status === 'PUBLICADO' ? 'teal' : 'gray'} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
