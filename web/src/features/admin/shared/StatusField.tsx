import { Group, Radio } from '@mantine/core';
import type { ContentStatus } from '../gql/graphql';

interface StatusFieldProps {
  value: ContentStatus;
  onChange: (value: ContentStatus) => void;
  error?: React.ReactNode;
}

export function StatusField({ value, onChange, error }: StatusFieldProps) {
  return (
    <Radio.Group
      label="Estado"
      value={value}
      onChange={(next) => onChange(next === 'PUBLICADO' ? 'PUBLICADO' : 'BORRADOR')}
      error={error}
    >
      <Group mt="xs">
        <Radio value="BORRADOR" label="Borrador" />
        <Radio value="PUBLICADO" label="Publicado" />
      </Group>
    </Radio.Group>
  );
}
