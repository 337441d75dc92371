import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../gql';
import type { CampaignState, ContentStatus } from '../gql/graphql';
import { countLabel } from '../shared/countLabel';
import { errorMessage } from '../shared/graphqlErrors';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';
import { anyRunning } from './campaignProgress';
import { CampaignActions } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';
import classes from './SendToSubscribers.module.css';
import { useSendNewsletterMutation, useSendNewsletterTestMutation } from './useNewsletterMutations';
import { useProgressPolling } from './useProgressPolling';
import { AdminNewsletterEnabledQuery } from './newsletterQueries';
import { loadedByRoute } from '../routeData/screenLoader';

const AdminNewsletterPreviewQuery = graphql(/* GraphQL */ `
  query AdminNewsletterPreview($articleId: ID!) {
    newsletterPreview(articleId: $articleId) {
      subject
      html
      recipients
      campaign {
        ...CampaignProgress_campaign
      }
    }
  }
`);

export const SEND_TITLE = 'Enviar a suscriptores';

/** The line above the send's progress in the dialog. */
function campaignIntro(campaign: { startedAt: string | null; state: CampaignState }): string {
  if (campaign.state === 'CANCELLED') return 'El envío de este artículo se canceló.';
  return campaign.startedAt ? 'Este artículo ya se envió a los suscriptores.' : 'Se enviará cuando se publique.';
}

interface SendToSubscribersProps {
  articleId: string;
  /** The saved status: what the e-mail would be sent for. */
  status: ContentStatus;
  /** Unsaved changes in the form: the e-mail is made from the saved article. */
  dirty: boolean;
}

/** 'Enviar a suscriptores' in an article's edit form; hidden while e-mail is not set up. */
export function SendToSubscribers(props: SendToSubscribersProps) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const { data } = useQuery(AdminNewsletterEnabledQuery, loadedByRoute);
  if (!data?.newsletterEnabled) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {SEND_TITLE}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={SEND_TITLE}
        size="lg"
        fullScreen={Boolean(phone)}
        closeButtonProps={CLOSE_BUTTON_PROPS}
      >
        {opened && <SendDialogContent {...props} />}
      </Modal>
    </>
  );
}

function SendDialogContent({ articleId, status, dirty }: SendToSubscribersProps) {
  const { data, error, startPolling, stopPolling } = useQuery(AdminNewsletterPreviewQuery, {
    variables: { articleId },
    fetchPolicy: 'network-only',
  });
  const { sendTest, loading: testing } = useSendNewsletterTestMutation();
  const { send, loading: sending } = useSendNewsletterMutation();
  const [confirming, setConfirming] = useState(false);
  const campaign = data?.newsletterPreview.campaign ?? null;
  useProgressPolling(campaign !== null && anyRunning([campaign]), startPolling, stopPolling);

  if (error)
    return (
      <Alert color="red" title="No se pudo preparar el e-mail">
        {errorMessage(error)}
      </Alert>
    );
  if (!data) return <Loader aria-label="Preparando el e-mail" />;
  const { subject, html, recipients } = data.newsletterPreview;
  const scheduled = status === 'PROGRAMADO';
  const sendLabel = scheduled
    ? 'Enviar al publicarse'
    : `Enviar a ${countLabel(recipients, 'suscriptor', 'suscriptores')}`;
  const blocker =
    status === 'BORRADOR'
      ? 'Publica o programa el artículo para enviarlo a los suscriptores.'
      : dirty
        ? 'Guarda los cambios antes de enviar: el e-mail se arma con la versión guardada.'
        : !scheduled && recipients === 0
          ? 'Todavía no hay suscriptores confirmados.'
          : null;

  return (
    <Stack gap="md">
      {campaign && (
        <Alert color="teal" icon={<IconInfoCircle aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{campaignIntro(campaign)}</Text>
            <CampaignProgress campaign={campaign} />
            <CampaignActions campaign={campaign} />
          </Stack>
        </Alert>
      )}
      <Text size="sm">
        <strong>Asunto:</strong> {subject}
      </Text>
      {/* No scripts run in it; same-origin only so that the cover (a /storage URL on this site) shows. */}
      <iframe title="Vista previa del e-mail" sandbox="allow-same-origin" srcDoc={html} className={classes.preview} />
      {!campaign && (
        <Text size="sm">
          {scheduled
            ? `Se enviará al publicarse, a los suscriptores confirmados de ese momento (hoy, ${recipients}).`
            : `Se enviará a ${countLabel(recipients, 'suscriptor confirmado', 'suscriptores confirmados')}.`}
        </Text>
      )}
      {!campaign && blocker && (
        <Text size="sm" c="gray.7">
          {blocker}
        </Text>
      )}
      {confirming ? (
        <Stack gap="xs" className={classes.confirm}>
          <Text size="sm" fw={600}>
            ¿Enviar «{subject}»? Cada artículo se envía una sola vez.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button
              loading={sending}
              onClick={async () => {
                if (await send(articleId)) setConfirming(false);
              }}
            >
              Sí, enviar
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" justify="flex-end">
          <Button variant="default" loading={testing} onClick={() => void sendTest(articleId)}>
            Enviarme una prueba
          </Button>
          {!campaign && (
            <Button disabled={blocker !== null} onClick={() => setConfirming(true)}>
              {sendLabel}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
