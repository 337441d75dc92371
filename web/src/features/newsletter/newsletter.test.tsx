/**
 * The newsletter's public pieces as the server renders them: the box only
 * where e-mail is set up, nothing personal in it, and the e-mailed links'
 * pages the same for every visitor (their token is read after hydration).
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createRenderContext } from '../../head/headTypes';
import { RenderContext } from '../../head/RenderContext';
import { SiteHeadContext, type SiteHeadValues } from '../../head/SiteHeadContext';
import { ServerAnswers } from '../../lib/serverAnswers';
import { ServerAnswersContext } from '../../lib/serverAnswersContext';
import { NEWSLETTER_MESSAGES } from '@crecer/domain/newsletterRules';
import { ConfirmOutcomeView, confirmSubscriptionPage } from './ConfirmSubscriptionPage';
import { newsletterEnabledQuery } from './newsletterEnabled';
import { NEWSLETTER_PRIVACY, NEWSLETTER_TITLE } from './NewsletterSignup/NewsletterSignup';
import { NewsletterSignupWhenEnabled } from './NewsletterSignup/NewsletterSignupWhenEnabled';
import { UnsubscribeLinkInvalid, unsubscribeFailure, unsubscribePage } from './UnsubscribePage';
import { tokenFromLocation } from './useLinkToken';

const SITE: SiteHeadValues = { text: () => '', image: () => null };
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

async function serverRender(element: ReactNode, path: string, answer?: () => FormattedExecutionResult) {
  const answers = new ServerAnswers(vi.fn(async () => answer?.() ?? { data: {} }));
  if (answer) await answers.fetch([newsletterEnabledQuery]);
  const renderContext = createRenderContext('https://crecer.example');
  const html = renderToString(
    <ApolloProvider client={client}>
      <MantineProvider>
        <ServerAnswersContext.Provider value={answers}>
          <RenderContext.Provider value={renderContext}>
            <SiteHeadContext.Provider value={SITE}>
              <StaticRouter location={path}>{element}</StaticRouter>
            </SiteHeadContext.Provider>
          </RenderContext.Provider>
        </ServerAnswersContext.Provider>
      </MantineProvider>
    </ApolloProvider>,
  );
  return { html, head: renderContext.head };
}

describe('the subscribe box', () => {
  it('is rendered with its label, button and privacy line where e-mail is set up', async () => {
    const { html } = await serverRender(<NewsletterSignupWhenEnabled />, '/', () => ({
      data: { newsletterEnabled: true },
    }));
    expect(html).toContain(NEWSLETTER_TITLE);
    expect(html).toContain('Tu e-mail');
    expect(html).toContain('Suscribirme');
    expect(html).toContain(NEWSLETTER_PRIVACY);
    // Nothing typed, nothing personal: the same HTML for every visitor.
    expect(html).not.toMatch(/value="[^"]/);
  });

  it('is not rendered at all without e-mail', async () => {
    const { html } = await serverRender(<NewsletterSignupWhenEnabled />, '/', () => ({
      data: { newsletterEnabled: false },
    }));
    expect(html).not.toContain(NEWSLETTER_TITLE);
    expect(html).not.toContain('<form');
  });
});

describe("the e-mailed links' pages", () => {
  it('render a waiting state on the server, kept out of search engines', async () => {
    const confirm = await serverRender(<confirmSubscriptionPage.Component />, '/newsletter/confirmar');
    expect(confirm.html).toContain('Confirmando tu suscripción…');
    expect(confirm.head).toMatchObject({ canonicalPath: '/newsletter/confirmar', noindex: true });

    const unsubscribe = await serverRender(<unsubscribePage.Component />, '/newsletter/baja');
    expect(unsubscribe.html).toContain('Darte de baja');
    // Opening the page never unsubscribes: the button comes after hydration, with the token.
    expect(unsubscribe.html).not.toContain('Darme de baja');
    expect(unsubscribe.head).toMatchObject({ canonicalPath: '/newsletter/baja', noindex: true });
  });
});

/** The page's words without tags, for reading what a visitor reads. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a link that does not do what it promised says so', () => {
  it('a confirmation link opened again says it was used, not that she just subscribed', async () => {
    const again = words((await serverRender(<ConfirmOutcomeView outcome={{ kind: 'alreadyConfirmed' }} />, '/')).html);
    expect(again).toContain('Tu suscripción ya estaba confirmada');
    expect(again).toContain('Este enlace ya se usó');
    expect(again).not.toContain('Suscripción confirmada');
    const first = words((await serverRender(<ConfirmOutcomeView outcome={{ kind: 'confirmed' }} />, '/')).html);
    expect(first).toContain('Suscripción confirmada');
  });

  it('a wrong or expired confirmation link shows why and the way on', async () => {
    const failed = { kind: 'failed', message: NEWSLETTER_MESSAGES.confirmLinkInvalid } as const;
    const html = words((await serverRender(<ConfirmOutcomeView outcome={failed} />, '/')).html);
    expect(html).toContain('No pudimos confirmar tu suscripción');
    expect(html).toContain(NEWSLETTER_MESSAGES.confirmLinkInvalid);
    expect(html).toContain('Ir a los artículos');
  });

  it("a bad or used unsubscribe link ends the page with the server's reason, never 'Te diste de baja'", async () => {
    const notFound = new CombinedGraphQLErrors({
      errors: [{ message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid, extensions: { code: 'NOT_FOUND' } }],
    });
    expect(unsubscribeFailure(notFound)).toEqual({
      linkInvalid: true,
      message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid,
    });
    const html = words(
      (await serverRender(<UnsubscribeLinkInvalid message={unsubscribeFailure(notFound).message} />, '/')).html,
    );
    expect(html).toContain('No pudimos darte de baja');
    expect(html).toContain(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);
    expect(html).toContain('Ir a los artículos');
    expect(html).not.toContain('Te diste de baja');
    expect(html).not.toContain('Darme de baja');
  });

  it('a network failure keeps the button to try again', () => {
    expect(unsubscribeFailure(new TypeError('Failed to fetch'))).toEqual({
      linkInvalid: false,
      message: 'No pudimos darte de baja. Por favor, intenta de nuevo más tarde.',
    });
  });

  it('reads the token from the fragment or the query; a mangled fragment is a bad link, not a crash', () => {
    expect(tokenFromLocation({ hash: '#12-abc_DEF', search: '' })).toBe('12-abc_DEF');
    expect(tokenFromLocation({ hash: '', search: '?token=abc' })).toBe('abc');
    expect(tokenFromLocation({ hash: '#%E0%A4%A', search: '' })).toBe('');
  });
});
