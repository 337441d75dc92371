import { Group, Text } from '@mantine/core';
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
    <Group gap={6} wrap="nowrap">
      <StarDisplay average={average} size={size === 'md' ? 20 : 16} />
      <Text size={size} c="gray.8">
        {formatAverage(average)} ({ratingCountLabel(count)})
      </Text>
    </Group>
  );
}
