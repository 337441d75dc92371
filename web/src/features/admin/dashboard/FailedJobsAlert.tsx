import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FAILED_JOBS_TITLE, failedJobsMessage } from './scheduledJobsText';
import { useScheduledJobs } from './useScheduledJobs';

/** At the top of the dashboard while a scheduled job's last run failed; the card below says why. */
export function FailedJobsAlert() {
  const failed = (useScheduledJobs() ?? []).filter((job) => job.lastStatus === 'FAILED');
  if (failed.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={FAILED_JOBS_TITLE} icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm">{failedJobsMessage(failed.map((job) => job.label))}</Text>
    </Alert>
  );
}
