import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../shared/format';
import { errorMessage } from '../shared/graphqlErrors';
import { anyRunning } from './campaignProgress';
import { useProgressPolling } from './useProgressPolling';
import { CampaignActions } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';
import { AdminNewsletterCampaignsQuery, SHOWN_CAMPAIGNS } from './newsletterQueries';
import { loadedByRoute } from '../routeData/screenLoader';

/** The newest articles sent to the subscribers; enough to follow a sending and see the last ones. */

/**
 * 'Envíos': each article sent to the subscribers, with its progress (read again while one is sending),
 * its controls (pause, resume, cancel) and its failed e-mails.
 */
export function CampaignsSection() {
  const { data, error, startPolling, stopPolling } = useQuery(AdminNewsletterCampaignsQuery, {
    variables: { input: SHOWN_CAMPAIGNS },
    ...loadedByRoute,
  });
  const campaigns = data?.newsletterCampaigns.items ?? [];
  useProgressPolling(anyRunning(campaigns), startPolling, stopPolling);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="envios-titulo">
      <Stack gap="md">
        <Title order={2} size="h4" id="envios-titulo">
          Envíos
        </Title>
        {error && !data ? (
          <Alert color="red" title="No se pudieron cargar los envíos">
            {errorMessage(error)}
          </Alert>
        ) : campaigns.length === 0 ? (
          <Text c="dimmed">
            Todavía no enviaste artículos. Desde un artículo publicado, usa «Enviar a suscriptores».
          </Text>
        ) : (
          campaigns.map((campaign) => (
            <Stack key={campaign.id} gap={4}>
              <Text fw={600}>{campaign.articleTitle}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(campaign.createdAt)}
              </Text>
              <CampaignProgress campaign={campaign} />
              <CampaignActions campaign={campaign} />
            </Stack>
          ))
        )}
      </Stack>
    </Paper>
  );
}
