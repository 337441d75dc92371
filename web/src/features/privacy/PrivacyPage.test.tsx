/**
 * The privacy text as the server renders it: its heading, what is counted, the
 * one cookie, and how to ask for deletion with the configured contact e-mail.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRenderContext, type HeadData } from '../../head/headTypes';
import { RenderContext } from '../../head/RenderContext';
import { SiteHeadContext, type SiteHeadValues } from '../../head/SiteHeadContext';
import { ServerAnswers } from '../../lib/serverAnswers';
import { ServerAnswersContext } from '../../lib/serverAnswersContext';
import { NEWSLETTER_PRIVACY } from '../newsletter/newsletterPrivacy';
import { siteConfigurationQuery } from '../siteConfig/useSiteConfig';
import { COUNTED, NO_TRACKING, PRIVACY_DESCRIPTION, privacyPage, VISITOR_COOKIE_TEXT } from './PrivacyPage';

const SITE: SiteHeadValues = { text: () => '', image: () => null };

/** The page rendered on the server with this contact e-mail configured; its visible words and its head. */
async function renderPrivacy(contactEmail: string): Promise<{ text: string; html: string; head: HeadData | null }> {
  const answers = new ServerAnswers(
    vi.fn(async () => ({
      data: { siteConfiguration: [{ key: 'footer_contact_email', value: contactEmail, image: null }] },
    })),
  );
  await answers.fetch([siteConfigurationQuery]);
  const renderContext = createRenderContext('https://crecer.example');
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const html = renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>
        <ServerAnswersContext.Provider value={answers}>
          <RenderContext.Provider value={renderContext}>
            <SiteHeadContext.Provider value={SITE}>
              <StaticRouter location="/privacidad">
                <privacyPage.Component />
              </StaticRouter>
            </SiteHeadContext.Provider>
          </RenderContext.Provider>
        </ServerAnswersContext.Provider>
      </MantineProvider>
    </ApolloProvider>,
  );
  // What a visitor reads: tags gone (inline ones and an address's <wbr> break points without a gap), entities back.
  const text = html
    .replace(/<!-- -->/g, '')
    .replace(/<\/?(a|wbr)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { text, html, head: renderContext.head };
}

describe('the privacy page', () => {
  it('is headed Privacidad and says what is counted, the one cookie and the newsletter promise', async () => {
    const { text, html, head } = await renderPrivacy('hola@crecer.example');
    expect(html).toMatch(/<h1[^>]*>Privacidad<\/h1>/);
    for (const sentence of [...COUNTED, NO_TRACKING, VISITOR_COOKIE_TEXT, NEWSLETTER_PRIVACY])
      expect(text).toContain(sentence);
    expect(text).toContain('esa huella se borra a los dos días');
    expect(text).toContain('Si no confirmas la suscripción, la borramos a los 7 días.');
    expect(text).toContain('los recibe Mercado Pago, no este sitio');
    expect(text).toContain('guardamos tus estrellas y la fecha junto al número al azar de tu cookie');
    expect(head).toMatchObject({
      title: 'Privacidad | Crecer en Familia',
      description: PRIVACY_DESCRIPTION,
      canonicalPath: '/privacidad',
    });
    expect(head?.noindex).toBeFalsy();
  });

  it('tells her to ask for deletion at the configured e-mail or through the contact form', async () => {
    const { text, html } = await renderPrivacy('hola@crecer.example');
    expect(text).toContain('escríbenos a hola@crecer.example o usa el formulario de contacto de Sobre Mí.');
    expect(html).toContain('href="mailto:hola@crecer.example"');
    expect(html).toContain('href="/sobre-mi"');

    const withoutEmail = await renderPrivacy('');
    expect(withoutEmail.text).toContain('escríbenos con el formulario de contacto de Sobre Mí.');
    expect(withoutEmail.html).not.toContain('mailto:');
  });
});
