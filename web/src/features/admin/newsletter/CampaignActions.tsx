import { DangerButton } from '../shared/DangerButton';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { allowedActions, type CampaignCounts } from './campaignProgress';
import { CANCEL_SEND, CancelCampaignDialog } from './CancelCampaignDialog';
import { FailedDeliveries } from './FailedDeliveries';
import {
  useCancelCampaignMutation,
  usePauseCampaignMutation,
  useResumeCampaignMutation,
} from './useCampaignControlMutations';

export interface CampaignActionsProps {
  campaign: CampaignCounts & { id: string };
}

/** 'Pausar', 'Reanudar' and 'Cancelar envío' as the send's state allows, and its failed e-mails. */
export function CampaignActions({ campaign }: CampaignActionsProps) {
  const allowed = allowedActions(campaign);
  const { pause, loading: pausing } = usePauseCampaignMutation();
  const { resume, loading: resuming } = useResumeCampaignMutation();
  const { cancel, loading: cancelling } = useCancelCampaignMutation();
  const [confirming, setConfirming] = useState(false);
  const [showFailed, setShowFailed] = useState(false);
  const failedId = useId();

  if (!allowed.pause && !allowed.resume && !allowed.cancel && campaign.failed === 0) return null;

  const confirmCancel = async () => {
    if (await cancel(campaign.id)) setConfirming(false);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {allowed.pause && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPause size={14} aria-hidden />}
            loading={pausing}
            onClick={() => void pause(campaign.id)}
          >
            Pausar
          </Button>
        )}
        {allowed.resume && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            loading={resuming}
            onClick={() => void resume(campaign.id)}
          >
            Reanudar
          </Button>
        )}
        {allowed.cancel && (
          <DangerButton size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={() => setConfirming(true)}>
            {CANCEL_SEND}
          </DangerButton>
        )}
        {campaign.failed > 0 && (
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={showFailed}
            aria-controls={showFailed ? failedId : undefined}
            onClick={() => setShowFailed((shown) => !shown)}
          >
            Ver fallidos ({campaign.failed})
          </Button>
        )}
      </Group>
      {showFailed && campaign.failed > 0 && (
        <div id={failedId}>
          <FailedDeliveries campaignId={campaign.id} retriable={campaign.state !== 'CANCELLED'} />
        </div>
      )}
      <CancelCampaignDialog
        opened={confirming}
        waiting={campaign.state === 'WAITING'}
        loading={cancelling}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
