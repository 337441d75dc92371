import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { campaignPercent, campaignProgressText, type CampaignCounts } from './campaignProgress';

/**
 * The send's state line ('Enviando: Enviados X de Y', 'En pausa: …', 'Cancelado: …') with a bar,
 * and 'Completado' once every recipient is sent or given up.
 */
export function CampaignProgress({ campaign }: { campaign: CampaignCounts }) {
  const text = campaignProgressText(campaign);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" role="status">
          {text}
        </Text>
        {campaign.finished && campaign.state !== 'CANCELLED' && (
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
