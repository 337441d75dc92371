import { Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { scheduleReadBack } from './scheduleReadBack';
import type { PublishingClock } from './usePublishingClock';

interface ScheduleFieldProps {
  /** 'YYYY-MM-DDTHH:mm' on the site's clock, '' until she picks one. */
  value: string;
  onChange: (value: string) => void;
  clock: PublishingClock;
  error?: ReactNode;
}

/**
 * When a scheduled item goes public. The phone's own date and time picker
 * (datetime-local), read on the site's clock, which the description names so
 * a schedule set while travelling still means her usual hour. The picker shows
 * the moment in the phone's language and format, so the choice is read back
 * beside it in Spanish words ('Se publicará el sábado 28 de noviembre a las 10:30').
 */
export function ScheduleField({ value, onChange, clock, error }: ScheduleFieldProps) {
  const readBack = scheduleReadBack(value, clock.now);
  return (
    <Stack gap={6}>
      <TextInput
        type="datetime-local"
        label="Fecha y hora de publicación"
        description={`${clock.zoneName} (${clock.timeZone}).`}
        required
        value={value}
        min={clock.now ?? undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      {/* Polite: a screen reader reads the new moment out after the picker changes it. */}
      <Text size="sm" fw={500} aria-live="polite">
        {readBack}
      </Text>
    </Stack>
  );
}
