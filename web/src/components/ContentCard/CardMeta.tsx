import { Group, Text } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
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

/** Date, views (only when enabled) and rating (only when enabled and above 0). */
export function CardMeta({ createdAt, views, showViews, averageRating, ratingCount, showRatings }: CardMetaProps) {
  return (
    <>
      <Group gap="md" c="gray.7">
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={14} aria-hidden />
          <Text size="xs" component="time" dateTime={createdAt}>
            {formatLongDate(createdAt)}
          </Text>
        </Group>
        {showViews && (
          <Group gap={4} wrap="nowrap">
            <IconEye size={14} aria-hidden />
            <Text size="xs">{viewsLabel(views)}</Text>
          </Group>
        )}
      </Group>
      {showRatings && averageRating > 0 && <RatingSummary average={averageRating} count={ratingCount} size="xs" />}
    </>
  );
}
