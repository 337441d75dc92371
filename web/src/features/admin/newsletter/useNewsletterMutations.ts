import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

const SendNewsletterTestMutation = graphql(/* GraphQL */ `
  mutation SendNewsletterTest($articleId: ID!) {
    sendNewsletterTest(articleId: $articleId)
  }
`);

const SendNewsletterMutation = graphql(/* GraphQL */ `
  mutation SendNewsletter($articleId: ID!) {
    sendNewsletter(articleId: $articleId) {
      ...CampaignProgress_campaign
    }
  }
`);

/** 'Enviarme una prueba': the e-mail to the signed-in owner only. */
export function useSendNewsletterTestMutation() {
  const [mutate, { loading }] = useMutation(SendNewsletterTestMutation);
  async function sendTest(articleId: string): Promise<void> {
    try {
      await mutate({ variables: { articleId } });
      notifySuccess('Prueba enviada', 'Te enviamos una prueba a tu e-mail.');
    } catch (error) {
      notifyError('No se pudo enviar la prueba', errorMessage(error));
    }
  }
  return { sendTest, loading };
}

/**
 * 'Enviar a suscriptores': once per article. The preview and the 'Envíos'
 * list are read again, so both show the new campaign and its progress.
 */
export function useSendNewsletterMutation() {
  const [mutate, { loading }] = useMutation(SendNewsletterMutation, {
    refetchQueries: ['AdminNewsletterPreview'],
    update(cache) {
      cache.evict({ fieldName: 'newsletterCampaigns' });
      cache.gc();
    },
  });
  async function send(articleId: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { articleId } });
      const started = Boolean(data?.sendNewsletter.startedAt);
      notifySuccess(
        started ? 'Envío en marcha' : 'Envío programado',
        started ? 'El artículo se está enviando a los suscriptores.' : 'Se enviará cuando el artículo se publique.',
      );
      return true;
    } catch (error) {
      notifyError('No se pudo enviar', errorMessage(error));
      return false;
    }
  }
  return { send, loading };
}
