import { Progress, Stack, Text } from '@mantine/core';

/** The upload bar shown while a form with files is being saved; null hides it. */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" id="upload-progress-label">
        Subiendo archivos… {percent}%
      </Text>
      <Progress value={percent} aria-labelledby="upload-progress-label" animated={percent < 100} />
    </Stack>
  );
}
