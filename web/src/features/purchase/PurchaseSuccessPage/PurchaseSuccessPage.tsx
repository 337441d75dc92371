import { PURCHASE_RETURN_PARAMS } from '@crecer/domain/pageParams';
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ScreenReserve } from '../../../components/ScreenReserve/ScreenReserve';
import { isPlausibleContentId } from '../../../components/DetailStates/contentId';
import { useHttpStatus } from '../../../head/RenderContext';
import { definePage, type PageProps } from '../../../lib/page/definePage';
import { pageQuery, type PageResult, type RouteLocation } from '../../../lib/page/pageQuery';
import { useBrowserQuery } from '../../../lib/page/useBrowserQuery';
import type { PurchaseGuideQuery as PurchaseGuideData } from '../../../gql/graphql';
import { simpleHead } from '../../../head/pageHeads';
import { paths } from '../../../config/paths';
import { graphqlErrorMessage } from '../../../components/errors/graphqlErrorMessage';
import { graphql } from '../../../gql';
import classes from './PurchaseSuccessPage.module.css';

const PurchaseSuccessPageQuery = graphql(/* GraphQL */ `
  query PurchaseSuccessPage($guideId: ID!, $paymentId: String, $orderId: ID) {
    purchaseDownload(guideId: $guideId, paymentId: $paymentId, orderId: $orderId) {
      guideId
      guideTitle
      downloadUrl
      fileName
    }
  }
`);

/**
 * Whether the guide exists for the public (null when missing or not published). Read only while the
 * server renders, for the HTTP status: an unknown guide's page answers 404 like /guias/:id does.
 */
const PurchaseGuideQuery = graphql(/* GraphQL */ `
  query PurchaseGuide($id: ID!) {
    guide(id: $id) {
      id
    }
  }
`);

/**
 * What the server renders with: the guide's existence, when the id can name one. The browser has no
 * status to set, so it never asks.
 */
const queries = ({ params: { guideId = '' } }: RouteLocation) => ({
  guide: pageQuery(
    PurchaseGuideQuery,
    { id: guideId.trim() },
    { skip: !isPlausibleContentId(guideId.trim()) || !import.meta.env.SSR },
  ),
});

/**
 * 404 for no guide id or a guide the public cannot see; the page still shows the purchase check's own
 * message ('No se especificó una guía.', 'Guía no encontrada.', ...), which the browser fetches.
 */
function usePurchasePageStatus(guideId: string, { data }: PageResult<PurchaseGuideData>): void {
  useHttpStatus(!isPlausibleContentId(guideId.trim()) || data?.guide === null ? 404 : 200);
}

/** Header and back bar above the result: 112 px or more at every width. */
const RESULT_AREA_TOP = '6rem';

const UNKNOWN_ERROR = 'No se pudo verificar tu compra. Por favor, contacta al soporte.';

function ResultCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Container size="sm" py={64}>
      <Paper withBorder radius="lg" p="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          {icon}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

function NavigationLinks({ withGuides = true }: { withGuides?: boolean }) {
  return (
    <Group justify="center" gap="sm">
      {withGuides && (
        <Button component={Link} to={paths.guides.getHref()} variant="light">
          Ver más guías
        </Button>
      )}
      <Button component={Link} to={paths.home.getHref()} variant="subtle">
        Volver al Inicio
      </Button>
    </Group>
  );
}

/**
 * After paying the visitor lands here; the server runs the spec's checks,
 * verifies the payment with Mercado Pago when it is connected, and hands out a
 * short-lived signed download link.
 */
function PurchaseSuccessPage({ data }: PageProps<typeof queries>) {
  const { guideId = '' } = useParams();
  usePurchasePageStatus(guideId, data.guide);
  return (
    <ScreenReserve above={RESULT_AREA_TOP}>
      <PurchaseVerification guideId={guideId} />
    </ScreenReserve>
  );
}

function PurchaseVerification({ guideId }: { guideId: string }) {
  // Mercado Pago's return URL names the payment and our order (external_reference); the server verifies both.
  const [searchParams] = useSearchParams();
  const paymentId =
    searchParams.get(PURCHASE_RETURN_PARAMS.paymentId) ?? searchParams.get(PURCHASE_RETURN_PARAMS.collectionId);
  const orderId = searchParams.get(PURCHASE_RETURN_PARAMS.orderId);
  // Signed links expire, so never reuse a cached one.
  // Verified in the browser only: server rendering shows 'Verificando tu compra...', so a payment
  // check never runs twice per visit and a private result never lands in cached HTML.
  const { data, loading, error } = useBrowserQuery(PurchaseSuccessPageQuery, {
    variables: { guideId, paymentId, orderId },
    fetchPolicy: 'network-only',
  });

  if (loading) {
    return (
      <Center py={96}>
        <Stack align="center" gap="sm" role="status">
          <Loader />
          <Text>Verificando tu compra...</Text>
        </Stack>
      </Center>
    );
  }

  if (error) {
    return (
      <ResultCard
        icon={
          <ThemeIcon color="red" size={64} radius="xl" variant="light">
            <IconAlertCircle size={40} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Title order={1}>Error en la Compra</Title>
        <Text size="lg">{graphqlErrorMessage(error, UNKNOWN_ERROR)}</Text>
        <NavigationLinks />
      </ResultCard>
    );
  }

  const purchase = data?.purchaseDownload;
  if (!purchase) {
    return (
      <ResultCard
        icon={
          <ThemeIcon color="gray" size={64} radius="xl" variant="light">
            <IconAlertCircle size={40} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        <Title order={1}>Información de Guía no Encontrada</Title>
        <Text>No encontramos los datos de esta compra.</Text>
        <NavigationLinks withGuides={false} />
      </ResultCard>
    );
  }

  return (
    <ResultCard
      icon={
        <ThemeIcon color="teal" size={64} radius="xl" variant="light">
          <IconCircleCheck size={40} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      <Title order={1}>Compra Exitosa</Title>
      <Text size="lg">¡Gracias por tu compra! Ya puedes descargar tu guía:</Text>
      <Title order={2} size="h3" className={classes.guideTitle}>
        {purchase.guideTitle}
      </Title>
      <Button
        component="a"
        href={purchase.downloadUrl}
        download={purchase.fileName}
        target="_blank"
        rel="noopener"
        size="lg"
        radius="xl"
        leftSection={<IconDownload size={20} aria-hidden="true" />}
      >
        Descargar Guía Ahora
      </Button>
      <NavigationLinks />
    </ResultCard>
  );
}

export const purchaseSuccessPage = definePage({
  queries,
  Component: PurchaseSuccessPage,
  head: ({ location: { params } }) =>
    simpleHead('Tu Compra', paths.purchaseSuccess.getHref(params.guideId ?? ''), { noindex: true }),
});
