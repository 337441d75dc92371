import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** Stars plus the average to 1 decimal and the count, or N/A when nobody rated yet. */
export function RatingCell({ average, count }: { average: number; count: number }) {
  if (count === 0) return <Text size="sm">N/A</Text>;
  const filled = Math.round(average);
  return (
    <Group gap={4} wrap="nowrap">
      <Group gap={0} wrap="nowrap" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) =>
          star <= filled ? (
            <IconStarFilled key={star} size={14} color="var(--mantine-color-yellow-6)" />
          ) : (
            <IconStar key={star} size={14} color="var(--mantine-color-gray-5)" />
          ),
        )}
      </Group>
      <Text size="sm">
        {average.toFixed(1)} ({count})
      </Text>
    </Group>
  );
}
