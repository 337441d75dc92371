import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import ui from '../../components/Plain/Plain.module.css';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { graphql } from '../../gql';
import { simpleHead } from '../../head/pageHeads';
import { useStartAppAtOnce } from '../../head/RenderContext';
import { definePage } from '../../lib/page/definePage';
import { NewsletterLinkFrame, ToArticles } from './NewsletterLinkFrame';
import { useLinkToken } from './useLinkToken';

const ConfirmSubscriptionMutation = graphql(/* GraphQL */ `
  mutation ConfirmNewsletterSubscription($token: String!) {
    confirmNewsletterSubscription(token: $token)
  }
`);

const CONFIRM_FALLBACK = 'No pudimos confirmar tu suscripción. Por favor, intenta de nuevo más tarde.';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; message: string } | null;

/** /newsletter/confirmar#token: the confirmation e-mail's link; confirms once, after hydration. */
function ConfirmSubscriptionPage() {
  // The link's whole point is to confirm: the app starts at once, not on a first tap.
  useStartAppAtOnce();
  const token = useLinkToken();
  const [confirm] = useMutation(ConfirmSubscriptionMutation);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } }).then(
      () => setOutcome({ kind: 'confirmed' }),
      (error: unknown) => setOutcome({ kind: 'failed', message: graphqlErrorMessage(error, CONFIRM_FALLBACK) }),
    );
  }, [token, confirm]);

  const shown: Outcome = token === '' ? { kind: 'failed', message: NEWSLETTER_MESSAGES.linkIncomplete } : outcome;
  if (shown === null) return <NewsletterLinkFrame title="Confirmando tu suscripción…" busy />;
  if (shown.kind === 'failed')
    return (
      <NewsletterLinkFrame title="No pudimos confirmar tu suscripción">
        <p className={`${ui.text} ${ui.lg}`}>{shown.message}</p>
        <ToArticles />
      </NewsletterLinkFrame>
    );
  return (
    <NewsletterLinkFrame title="Suscripción confirmada">
      <p className={`${ui.text} ${ui.lg}`}>Listo: te enviaremos los nuevos artículos a este e-mail.</p>
      <ToArticles />
    </NewsletterLinkFrame>
  );
}

export const confirmSubscriptionPage = definePage({
  queries: () => ({}),
  Component: ConfirmSubscriptionPage,
  head: () => simpleHead('Confirmar suscripción', NEWSLETTER_PATHS.confirm, { noindex: true }),
});
