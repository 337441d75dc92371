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
    confirmNewsletterSubscription(token: $token) {
      alreadyConfirmed
    }
  }
`);

const CONFIRM_FALLBACK = 'No pudimos confirmar tu suscripción. Por favor, intenta de nuevo más tarde.';

export type ConfirmOutcome =
  { kind: 'confirmed' } | { kind: 'alreadyConfirmed' } | { kind: 'failed'; message: string } | null;

/** What the page says: confirmed now, confirmed before (a used link), or why not; null while asking. */
export function ConfirmOutcomeView({ outcome }: { outcome: ConfirmOutcome }) {
  if (outcome === null) return <NewsletterLinkFrame title="Confirmando tu suscripción…" busy />;
  if (outcome.kind === 'failed')
    return (
      <NewsletterLinkFrame title="No pudimos confirmar tu suscripción">
        <p className={`${ui.text} ${ui.lg}`}>{outcome.message}</p>
        <ToArticles />
      </NewsletterLinkFrame>
    );
  if (outcome.kind === 'alreadyConfirmed')
    return (
      <NewsletterLinkFrame title="Tu suscripción ya estaba confirmada">
        <p className={`${ui.text} ${ui.lg}`}>
          Este enlace ya se usó: tu e-mail ya recibe los nuevos artículos. No tienes que hacer nada más.
        </p>
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

/** /newsletter/confirmar#token: the confirmation e-mail's link; confirms once, after hydration. */
function ConfirmSubscriptionPage() {
  // The link's whole point is to confirm: the app starts at once, not on a first tap.
  useStartAppAtOnce();
  const token = useLinkToken();
  const [confirm] = useMutation(ConfirmSubscriptionMutation);
  const [outcome, setOutcome] = useState<ConfirmOutcome>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } }).then(
      ({ data }) =>
        setOutcome({ kind: data?.confirmNewsletterSubscription.alreadyConfirmed ? 'alreadyConfirmed' : 'confirmed' }),
      (error: unknown) => setOutcome({ kind: 'failed', message: graphqlErrorMessage(error, CONFIRM_FALLBACK) }),
    );
  }, [token, confirm]);

  const shown: ConfirmOutcome =
    token === '' ? { kind: 'failed', message: NEWSLETTER_MESSAGES.linkIncomplete } : outcome;
  return <ConfirmOutcomeView outcome={shown} />;
}

export const confirmSubscriptionPage = definePage({
  queries: () => ({}),
  Component: ConfirmSubscriptionPage,
  head: () => simpleHead('Confirmar suscripción', NEWSLETTER_PATHS.confirm, { noindex: true }),
});
