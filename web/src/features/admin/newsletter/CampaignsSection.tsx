import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { graphql } from '../gql';
import { formatDate } from '../shared/format';
import { errorMessage } from '../shared/graphqlErrors';
import { anyRunning } from './campaignProgress';
import { useProgressPolling } from './useProgressPolling';
import { CampaignActions } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';

const AdminNewsletterCampaignsQuery = graphql(/* GraphQL */ `
  query AdminNewsletterCampaigns($input: AdminListInput) {
    newsletterCampaigns(input: $input) {
      items {
        ...CampaignProgress_campaign
        articleTitle
        createdAt
      }
      totalCount
    }
  }
`);

/** The newest articles sent to the subscribers; enough to follow a sending and see the last ones. */
const SHOWN_CAMPAIGNS = 10;

/**
 * 'Envíos': each article sent to the subscribers, with its progress (read again while one is sending),
 * its controls (pause, resume, cancel) and its failed e-mails.
 */
export function CampaignsSection() {
  const { data, error, startPolling, stopPolling } = useQuery(AdminNewsletterCampaignsQuery, {
    variables: { input: { page: 1, pageSize: SHOWN_CAMPAIGNS } },
    fetchPolicy: 'cache-and-network',
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
