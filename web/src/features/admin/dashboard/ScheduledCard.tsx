import { useQuery } from '@apollo/client/react';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { formatWallTime } from '@crecer/domain/schedule';
import { Link } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import type { ContentType } from '../gql/graphql';
import { usePublishingClock } from '../shared/usePublishingClock';
import { ScheduledContentQuery } from './dashboardQueries';
import { loadedByRoute } from '../routeData/screenLoader';

const KIND_LABEL: Record<ContentType, string> = { ARTICLE: 'Artículo', GUIDE: 'Guía' };

function editHref(contentType: ContentType, id: string): string {
  return contentType === 'ARTICLE' ? adminPaths.articleEdit.getHref(id) : adminPaths.guideEdit.getHref(id);
}

/** What will go public on its own, soonest first: shown only while something is scheduled. */
export function ScheduledCard() {
  // Always fresh: a schedule that fired since the last visit must not linger here.
  const { data } = useQuery(ScheduledContentQuery, loadedByRoute);
  const clock = usePublishingClock();
  const items = data?.scheduledContent ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="scheduled-title">
      <Title order={2} size="h4" id="scheduled-title" mb="xs">
        Próximas publicaciones
      </Title>
      <List spacing="xs" size="sm">
        {items.map((item) => (
          <List.Item key={`${item.contentType}:${item.id}`}>
            <Anchor component={Link} to={editHref(item.contentType, item.id)} fw={500}>
              {item.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({KIND_LABEL[item.contentType]}) · Programado para {formatWallTime(item.scheduledFor)}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        Horario: {clock.zoneName}.
      </Text>
    </Paper>
  );
}
