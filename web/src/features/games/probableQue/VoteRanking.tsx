import { Badge, Group, List, Text } from '@mantine/core';
import type { RankingEntry } from './probableQue';

/** The family ranking, most votes first. */
export function VoteRanking({ entries }: { entries: readonly RankingEntry[] }) {
  return (
    <List type="ordered" aria-label="Ranking familiar" spacing="sm" size="lg">
      {entries.map((entry) => (
        <List.Item key={entry.voter}>
          <Group gap="sm" wrap="nowrap">
            <Text fw={600} fz="lg">
              {entry.voter}
            </Text>
            <Badge size="lg" variant="light">
              {entry.votes} {entry.votes === 1 ? 'voto' : 'votos'}
            </Badge>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
