import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphqlErrorMessage } from '../../components/errors/graphqlErrorMessage';
import { graphql } from '../../gql';
import type { ContactFormValues } from './contactFormValidation';

const SendContactMessageMutation = graphql(/* GraphQL */ `
  mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {
    sendContactMessage(name: $name, email: $email, message: $message, website: $website)
  }
`);

export const CONTACT_ERROR_FALLBACK = 'Hubo un error al enviar tu mensaje. Por favor, intenta de nuevo más tarde.';

export type SendContactResult = { ok: true } | { ok: false; message: string };

/**
 * Sends the contact form. Nothing is cached; the outcome is shown inline in
 * the form (green or red, as the spec words it) rather than as a toast.
 */
export function useSendContactMessageMutation() {
  const [mutate, { loading }] = useMutation(SendContactMessageMutation);

  const send = useCallback(
    async (values: ContactFormValues): Promise<SendContactResult> => {
      try {
        const { data } = await mutate({
          variables: {
            name: values.name.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
            website: values.website,
          },
        });
        return data?.sendContactMessage ? { ok: true } : { ok: false, message: CONTACT_ERROR_FALLBACK };
      } catch (error) {
        console.error('No se pudo enviar el mensaje de contacto', error);
        return { ok: false, message: graphqlErrorMessage(error, CONTACT_ERROR_FALLBACK) };
      }
    },
    [mutate],
  );

  return { send, sending: loading };
}
