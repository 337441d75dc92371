import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaidGuidesRiskAlert } from '../dashboard/PaidGuidesRiskAlert';
import { PaymentProviderNotice } from './PaymentProviderNotice';
import { PaymentSetupQuery, type PaymentSetup } from './usePaymentSetup';

/** Rendered as the server answers `paymentSetup` (the cache keeps the type name). */
function render(setup: PaymentSetup, node: ReactNode): string {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const cached: PaymentSetup & { __typename: 'PaymentSetup' } = { __typename: 'PaymentSetup', ...setup };
  client.writeQuery({ query: PaymentSetupQuery, data: { paymentSetup: cached } });
  // The server's HTML escapes quotes and joins text nodes with comment markers; read it as text.
  return renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>{node}</MantineProvider>
    </ApolloProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"');
}

const OPEN: PaymentSetup = { mercadoPagoConnected: false, paidGuidesWithPdf: 3, successPageOpen: true };
const CONNECTED: PaymentSetup = { mercadoPagoConnected: true, paidGuidesWithPdf: 3, successPageOpen: false };
const HOW_TO_CONNECT = ['Cómo conectar Mercado Pago:', 'MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'];

describe('the purchase page’s risk, told to the owner', () => {
  it('on the dashboard: paid guides without Mercado Pago can be downloaded by anyone with the address, and how to connect it', () => {
    const html = render(OPEN, <PaidGuidesRiskAlert />);
    expect(html).toContain('Tus 3 guías de pago se pueden descargar sin pagar');
    expect(html).toContain(
      'la página de compra exitosa (/compra-exitosa/{id}) entrega el PDF a cualquiera que tenga su dirección, haya pagado o no',
    );
    for (const text of HOW_TO_CONNECT) expect(html).toContain(text);
    expect(render({ ...OPEN, paidGuidesWithPdf: 1 }, <PaidGuidesRiskAlert />)).toContain(
      'Tu guía de pago se puede descargar sin pagar',
    );
  });

  it('says nothing on the dashboard once Mercado Pago is connected, or while no paid guide is published', () => {
    expect(render(CONNECTED, <PaidGuidesRiskAlert />)).not.toContain('compra exitosa');
    const none = { mercadoPagoConnected: false, paidGuidesWithPdf: 0, successPageOpen: false };
    expect(render(none, <PaidGuidesRiskAlert />)).not.toContain('compra exitosa');
  });

  it("in a paid guide's form: its own success address, and how to connect Mercado Pago", () => {
    const html = render(
      { ...OPEN, paidGuidesWithPdf: 0, successPageOpen: false },
      <PaymentProviderNotice guideId="42" />,
    );
    expect(html).toContain('Sin proveedor de pagos: se usa el enlace de pago de la guía.');
    expect(html).toContain('(/compra-exitosa/42) entrega el PDF a cualquiera que tenga su dirección');
    for (const text of HOW_TO_CONNECT) expect(html).toContain(text);

    const connected = render(CONNECTED, <PaymentProviderNotice guideId="42" />);
    expect(connected).toContain('Mercado Pago conectado: las compras se verifican automáticamente.');
    expect(connected).not.toContain('compra exitosa');
  });
});
