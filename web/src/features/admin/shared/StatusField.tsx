import { Group, Radio } from '@mantine/core';
import type { ContentStatus } from '../gql/graphql';

interface StatusFieldProps {
  value: ContentStatus;
  onChange: (value: ContentStatus) => void;
  error?: React.ReactNode;
}

const CHOICES: readonly { value: ContentStatus; label: string }[] = [
  { value: 'BORRADOR', label: 'Borrador' },
  { value: 'PUBLICADO', label: 'Publicado' },
  // Beside 'Publicado': public later, at the date and time chosen below it.
  { value: 'PROGRAMADO', label: 'Programar' },
];

export function StatusField({ value, onChange, error }: StatusFieldProps) {
  return (
    <Radio.Group
      label="Estado"
      value={value}
      onChange={(next) => onChange(CHOICES.find((choice) => choice.value === next)?.value ?? 'BORRADOR')}
      error={error}
    >
      <Group mt="xs">
        {CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
