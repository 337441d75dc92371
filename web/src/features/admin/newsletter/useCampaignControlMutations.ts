import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { notifyError, notifySuccess } from '../shared/notify';

// Each answer is the campaign as it is now: Apollo writes it over the cached one (by id),
// so the 'Envíos' list and the article's send dialog both show the new state.
const PauseNewsletterCampaignMutation = graphql(/* GraphQL */ `
  mutation PauseNewsletterCampaign($id: ID!) {
    pauseNewsletterCampaign(id: $id) {
      ...CampaignProgress_campaign
    }
  }
`);

const ResumeNewsletterCampaignMutation = graphql(/* GraphQL */ `
  mutation ResumeNewsletterCampaign($id: ID!) {
    resumeNewsletterCampaign(id: $id) {
      ...CampaignProgress_campaign
    }
  }
`);

const CancelNewsletterCampaignMutation = graphql(/* GraphQL */ `
  mutation CancelNewsletterCampaign($id: ID!) {
    cancelNewsletterCampaign(id: $id) {
      ...CampaignProgress_campaign
    }
  }
`);

/** 'Pausar': nothing more goes out until she resumes it. */
export function usePauseCampaignMutation() {
  const [mutate, { loading }] = useMutation(PauseNewsletterCampaignMutation);
  async function pause(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('Envío pausado', 'No saldrán más e-mails hasta que lo reanudes.');
      return true;
    } catch (error) {
      notifyError('No se pudo pausar', errorMessage(error));
      return false;
    }
  }
  return { pause, loading };
}

/** 'Reanudar': the e-mails still to go are queued again at the usual pace. */
export function useResumeCampaignMutation() {
  const [mutate, { loading }] = useMutation(ResumeNewsletterCampaignMutation);
  async function resume(id: string): Promise<boolean> {
    try {
      await mutate({ variables: { id } });
      notifySuccess('Envío reanudado', 'Los e-mails que faltan vuelven a salir.');
      return true;
    } catch (error) {
      notifyError('No se pudo reanudar', errorMessage(error));
      return false;
    }
  }
  return { resume, loading };
}

/**
 * 'Cancelar envío'. One under way stays in the list, cancelled (the answer updates it);
 * one still waiting for its article is removed (null), so the list and the article's
 * dialog are read again and 'Enviar a suscriptores' is offered anew.
 */
export function useCancelCampaignMutation() {
  const [mutate, { loading }] = useMutation(CancelNewsletterCampaignMutation, {
    refetchQueries: ({ data }) => (data?.cancelNewsletterCampaign ? [] : ['AdminNewsletterPreview']),
    update(cache, { data }, { variables }) {
      if (data?.cancelNewsletterCampaign !== null || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'NewsletterCampaign', id: variables.id }) });
      cache.evict({ fieldName: 'newsletterCampaigns' });
      cache.gc();
    },
  });
  async function cancel(id: string): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { id } });
      notifySuccess(
        'Envío cancelado',
        data?.cancelNewsletterCampaign
          ? 'Los e-mails que faltaban no se enviarán.'
          : 'El artículo no se enviará a los suscriptores cuando se publique.',
      );
      return true;
    } catch (error) {
      notifyError('No se pudo cancelar', errorMessage(error));
      return false;
    }
  }
  return { cancel, loading };
}
