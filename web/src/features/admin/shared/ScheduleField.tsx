import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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
 * a schedule set while travelling still means her usual hour.
 */
export function ScheduleField({ value, onChange, clock, error }: ScheduleFieldProps) {
  return (
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
  );
}
