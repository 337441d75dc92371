import { Paper, Stack, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { paths } from '../../../config/paths';
import { CopyField } from '../shared/CopyField';

interface GuideLinksPanelProps {
  guideId: string;
  paid: boolean;
}

// The origin is only known in the browser: the server snapshot is empty and the client fills it in after hydration.
const subscribeToNothing = () => () => undefined;
const readOrigin = () => window.location.origin;
const serverOrigin = () => '';

/** The guide id and, for paid guides, the URL to give the payment provider as the after-payment redirect. */
export function GuideLinksPanel({ guideId, paid }: GuideLinksPanelProps) {
  const origin = useSyncExternalStore(subscribeToNothing, readOrigin, serverOrigin);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="guide-links-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="guide-links-title">
          Identificación de la guía
        </Title>
        <CopyField label="ID de la guía" value={guideId} />
        {paid && (
          <CopyField
            label="URL de compra exitosa"
            value={`${origin}${paths.purchaseSuccess.getHref(guideId)}`}
            description="Configúrala en tu proveedor de pagos como dirección de retorno después del pago."
          />
        )}
      </Stack>
    </Paper>
  );
}
