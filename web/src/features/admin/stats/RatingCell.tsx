import { Group, Text } from '@mantine/core';
import { StarDisplay } from '../../../components/StarRating/StarDisplay';

/**
 * Stars plus the average to 1 decimal and the count, or N/A when nobody rated
 * yet. The stars are the public site's (a half star for a fraction), so 4.5
 * looks the same here as on the article page.
 */
export function RatingCell({ average, count }: { average: number; count: number }) {
  if (count === 0) return <Text size="sm">N/A</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <StarDisplay average={average} size={14} />
      <Text size="sm">
        {average.toFixed(1)} ({count})
      </Text>
    </Group>
  );
}
