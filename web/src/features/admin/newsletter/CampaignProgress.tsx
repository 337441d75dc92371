import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { campaignPercent, campaignProgressText, type CampaignCounts } from './campaignProgress';

/** 'Enviados X de Y' with a bar, and 'Completado' once every recipient is sent or given up. */
export function CampaignProgress({ campaign }: { campaign: CampaignCounts }) {
  const text = campaignProgressText(campaign);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" role="status">
          {text}
        </Text>
        {campaign.finished && (
          <Badge color="teal" variant="light">
            Completado
          </Badge>
        )}
      </Group>
      {campaign.startedAt && (
        <Progress value={campaignPercent(campaign)} color="teal" aria-label={text} size="sm" radius="xl" />
      )}
    </Stack>
  );
}
