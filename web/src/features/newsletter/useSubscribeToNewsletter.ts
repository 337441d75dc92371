import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { graphql } from '../../gql';

const SubscribeToNewsletterMutation = graphql(/* GraphQL */ `
  mutation SubscribeToNewsletter($email: String!, $website: String) {
    subscribeToNewsletter(email: $email, website: $website)
  }
`);

export const SUBSCRIBE_ERROR_FALLBACK = 'No pudimos registrar tu suscripción. Por favor, intenta de nuevo más tarde.';

export type SubscribeResult = { ok: true } | { ok: false; message: string };

/** The subscribe box's request; its outcome is shown in the box, not as a toast. */
export function useSubscribeToNewsletter() {
  const [mutate, { loading }] = useMutation(SubscribeToNewsletterMutation);
  const subscribe = useCallback(
    async (email: string, website: string): Promise<SubscribeResult> => {
      try {
        const { data } = await mutate({ variables: { email: email.trim(), website } });
        return data?.subscribeToNewsletter ? { ok: true } : { ok: false, message: SUBSCRIBE_ERROR_FALLBACK };
      } catch (error) {
        return { ok: false, message: graphqlErrorMessage(error, SUBSCRIBE_ERROR_FALLBACK) };
      }
    },
    [mutate],
  );
  return { subscribe, sending: loading };
}
