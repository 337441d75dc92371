import { Button, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { StatsSortKey } from '../gql/graphql';
import { SORT_BUTTONS, type StatsSort } from './statsSort';

interface StatsSortButtonsProps {
  sort: StatsSort;
  onSort: (key: StatsSortKey) => void;
}

export function StatsSortButtons({ sort, onSort }: StatsSortButtonsProps) {
  return (
    <Group gap="xs" role="group" aria-labelledby="stats-sort-label">
      <Text size="sm" fw={500} id="stats-sort-label">
        Ordenar por:
      </Text>
      {SORT_BUTTONS.map(({ key, label }) => {
        const active = sort.key === key;
        const Icon = !active ? IconArrowsSort : sort.direction === 'ASC' ? IconArrowUp : IconArrowDown;
        return (
          <Button
            key={key}
            size="xs"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            rightSection={<Icon size={14} aria-hidden />}
            onClick={() => onSort(key)}
            title={active ? (sort.direction === 'ASC' ? 'Orden ascendente' : 'Orden descendente') : undefined}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
