import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { failureReason, jobStatusBadge, lastRunText, nextRunText, repeatedFailures } from './scheduledJobsText';
import { useScheduledJobs, type ScheduledJob } from './useScheduledJobs';

function JobItem({ job }: { job: ScheduledJob }) {
  const badge = jobStatusBadge(job.lastStatus);
  const repeated = job.lastStatus === 'FAILED' ? repeatedFailures(job.failuresInRow) : null;
  return (
    <Stack component="li" gap={2}>
      <Text size="sm" fw={600}>
        {job.label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{lastRunText(job.lastStartedAt, job.lastFinishedAt)}</Text>
        {/* Dark text: the light variant's own tinted text is too faint for small badge letters (WCAG AA). */}
        <Badge color={badge.color} variant="light" c="dark.7">
          {badge.label}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {nextRunText(job.nextRunAt)}
      </Text>
      {/* Set only after a run that succeeded: what it did, or covers she can upload again. */}
      {job.lastSummary && <Text size="sm">{job.lastSummary}</Text>}
      {job.lastStatus === 'FAILED' && (
        <Text size="sm" c="red.9">
          {repeated ? `${failureReason(job.lastError)} ${repeated}` : failureReason(job.lastError)}
        </Text>
      )}
    </Stack>
  );
}

/** 'Tareas programadas': what the site does on its own (backups, publishing, clean-ups), its last and next run. */
export function ScheduledJobsCard() {
  const jobs = useScheduledJobs();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="scheduled-jobs-title">
      <Title order={2} size="h4" id="scheduled-jobs-title" mb="xs">
        Tareas programadas
      </Title>
      {jobs === null ? (
        <Loader size="sm" aria-label="Cargando tareas programadas" />
      ) : jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No hay tareas programadas.
        </Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {jobs.map((job) => (
            <JobItem key={job.name} job={job} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
