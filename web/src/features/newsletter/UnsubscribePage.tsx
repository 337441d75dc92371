import { CombinedGraphQLErrors } from '@apollo/client';
import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import ui from '../../components/Plain/Plain.module.css';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { graphql } from '../../gql';
import { simpleHead } from '../../head/pageHeads';
import { useStartAppAtOnce } from '../../head/RenderContext';
import { definePage } from '../../lib/page/definePage';
import { NewsletterLinkFrame, ToArticles } from './NewsletterLinkFrame';
import { useLinkToken } from './useLinkToken';
import classes from './NewsletterLinkFrame.module.css';

const UnsubscribeMutation = graphql(/* GraphQL */ `
  mutation UnsubscribeFromNewsletter($token: String!) {
    unsubscribeFromNewsletter(token: $token)
  }
`);

const UNSUBSCRIBE_FALLBACK = 'No pudimos darte de baja. Por favor, intenta de nuevo más tarde.';

/**
 * Why pressing 'Darme de baja' failed: a link that unsubscribes no one (the server's
 * NOT_FOUND: wrong or already used; BAD_USER_INPUT: cut short) ends the page with its
 * message; anything else (the network) leaves the button to try again.
 */
export function unsubscribeFailure(error: unknown): { linkInvalid: boolean; message: string } {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.['code'] : undefined;
  return {
    linkInvalid: code === 'NOT_FOUND' || code === 'BAD_USER_INPUT',
    message: graphqlErrorMessage(error, UNSUBSCRIBE_FALLBACK),
  };
}

/** The end of the page for a link that unsubscribes no one: why, and where to go. */
export function UnsubscribeLinkInvalid({ message }: { message: string }) {
  return (
    <NewsletterLinkFrame title="No pudimos darte de baja">
      <p className={`${ui.text} ${ui.lg}`}>{message}</p>
      <ToArticles />
    </NewsletterLinkFrame>
  );
}

/**
 * /newsletter/baja#token: the e-mail footer's link. It asks first: opening the
 * page must not unsubscribe, since mail scanners open the links in e-mails.
 * (Mail apps' own button POSTs to the List-Unsubscribe address instead.)
 */
function UnsubscribePage() {
  // Its token is read from the link once the app runs: the app starts at once, not on a first tap.
  useStartAppAtOnce();
  const token = useLinkToken();
  const [unsubscribe, { loading }] = useMutation(UnsubscribeMutation);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  if (token === undefined) return <NewsletterLinkFrame title="Darte de baja" busy />;
  if (!token) return <UnsubscribeLinkInvalid message={NEWSLETTER_MESSAGES.linkIncomplete} />;
  if (invalid) return <UnsubscribeLinkInvalid message={invalid} />;
  if (done)
    return (
      <NewsletterLinkFrame title="Te diste de baja">
        <p className={`${ui.text} ${ui.lg}`}>Borramos tu e-mail. No te escribiremos más.</p>
        <ToArticles />
      </NewsletterLinkFrame>
    );

  const leave = async () => {
    setError(null);
    try {
      await unsubscribe({ variables: { token } });
      setDone(true);
    } catch (failure) {
      const { linkInvalid, message } = unsubscribeFailure(failure);
      if (linkInvalid) setInvalid(message);
      else setError(message);
    }
  };

  return (
    <NewsletterLinkFrame title="Darte de baja">
      <p className={`${ui.text} ${ui.lg}`}>Dejarás de recibir los artículos nuevos y borraremos tu e-mail.</p>
      {error && (
        <p role="alert" className={`${ui.text} ${classes.error}`}>
          {error}
        </p>
      )}
      <Button color="red.9" loading={loading} onClick={() => void leave()} className={classes.action}>
        Darme de baja
      </Button>
    </NewsletterLinkFrame>
  );
}

export const unsubscribePage = definePage({
  queries: () => ({}),
  Component: UnsubscribePage,
  head: () => simpleHead('Darte de baja', NEWSLETTER_PATHS.unsubscribe, { noindex: true }),
});
