import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CampaignActions, type CampaignActionsProps } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';
import { cancelWarning } from './CancelCampaignDialog';

type Campaign = CampaignActionsProps['campaign'];

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

const render = (campaign: Campaign) =>
  renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>
        <CampaignProgress campaign={campaign} />
        <CampaignActions campaign={campaign} />
      </MantineProvider>
    </ApolloProvider>,
  );

/** The buttons' own labels, in order. */
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;/g, "'")
      .trim(),
  );

const sending: Campaign = {
  id: '7',
  startedAt: '2026-11-27T10:00:00Z',
  total: 10,
  sent: 4,
  failed: 0,
  finished: false,
  state: 'SENDING',
  sendingUntil: null,
};

describe('a send in the admin', () => {
  it('waiting for its article: the waiting line and only "Cancelar envío"', () => {
    const html = render({ ...sending, startedAt: null, sent: 0, state: 'WAITING' });
    expect(html).toContain('Esperando la publicación del artículo');
    expect(buttons(html)).toEqual(['Cancelar envío']);
  });

  it('sending: its count, "Pausar" and "Cancelar envío"', () => {
    const html = render(sending);
    expect(html).toContain('Enviando: Enviados 4 de 10');
    expect(buttons(html)).toEqual(['Pausar', 'Cancelar envío']);
  });

  it('paused: its count, "Reanudar" and "Cancelar envío"', () => {
    const html = render({ ...sending, state: 'PAUSED' });
    expect(html).toContain('En pausa: Enviados 4 de 10');
    expect(buttons(html)).toEqual(['Reanudar', 'Cancelar envío']);
  });

  it('cancelled: what went out, no controls, and its failed e-mails to look at', () => {
    const html = render({ ...sending, state: 'CANCELLED', finished: true, failed: 1 });
    expect(html).toContain('Cancelado: se enviaron 4 de 10');
    expect(html).not.toContain('Completado');
    expect(buttons(html)).toEqual(['Ver fallidos (1)']);
  });

  it('finished: the finished count, "Completado", and nothing to press without failures', () => {
    const done = render({ ...sending, sent: 10, finished: true });
    expect(done).toContain('Enviados 10 de 10');
    expect(done).toContain('Completado');
    expect(buttons(done)).toEqual([]);

    const withFailures = render({ ...sending, sent: 8, failed: 2, finished: true });
    expect(withFailures).toContain('Enviados 8 de 10 · 2 sin enviar');
    expect(buttons(withFailures)).toEqual(['Ver fallidos (2)']);
    expect(withFailures).toMatch(/aria-expanded="false"/);
  });

  it('warns before cancelling, differently for a send that has not started', () => {
    expect(cancelWarning(true)).toBe(
      'El artículo no se enviará a los suscriptores cuando se publique. Podrás volver a enviarlo más tarde.',
    );
    expect(cancelWarning(false)).toBe(
      'Los e-mails que ya salieron no se pueden recuperar; los demás no se enviarán. Este artículo no se podrá volver a enviar.',
    );
  });
});
