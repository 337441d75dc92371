import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { formatLongDate, viewsLabel } from '../../components/ContentCard/contentFormat';
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
    <Stack component="header" gap="sm">
      <Group gap="xs">
        <Badge variant="filled">{props.categoryName ?? 'Sin Categoría'}</Badge>
        {props.isFeatured && (
          <Badge color="yellow.4" c="dark.9" variant="filled">
            Destacado
          </Badge>
        )}
      </Group>
      <Title order={1}>{props.title}</Title>
      <RatingSummary average={props.averageRating} count={props.ratingCount} size="md" />
      <Group gap="lg" c="gray.7">
        <Group gap={6}>
          <IconCalendar size={16} aria-hidden />
          <Text size="sm" component="time" dateTime={props.createdAt}>
            {formatLongDate(props.createdAt)}
          </Text>
        </Group>
        {props.showViews && (
          <Group gap={6}>
            <IconEye size={16} aria-hidden />
            <Text size="sm">{viewsLabel(props.views)}</Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
