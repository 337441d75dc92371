/** How a campaign's sending reads in the admin ('Enviados X de Y'), from the counts the server keeps. */
import { graphql } from '../gql';
import type { CampaignState } from '../gql/graphql';

/** What every campaign read and every campaign mutation asks for: Apollo merges them by id. */
export const CampaignProgressFragment = graphql(/* GraphQL */ `
  fragment CampaignProgress_campaign on NewsletterCampaign {
    id
    startedAt
    total
    sent
    failed
    finished
    state
    sendingUntil
  }
`);

export interface CampaignCounts {
  startedAt: string | null;
  total: number;
  sent: number;
  failed: number;
  finished: boolean;
  state: CampaignState;
  /** While sending: when the last queued e-mail is due to go. */
  sendingUntil?: string | null;
}

export const WAITING_TEXT = 'Esperando la publicación del artículo';

// Buenos Aires time, as the dashboard's backup dates and the orders page show it.
const hourFormat = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});
const dayFormat = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** 'termina hacia las 14:20', with the day when it is not today; null when unknown or already past. */
export function finishTimeText(sendingUntil: string | null | undefined, now = new Date()): string | null {
  if (!sendingUntil) return null;
  const until = new Date(sendingUntil);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return null;
  const hour = hourFormat.format(until);
  return dayFormat.format(until) === dayFormat.format(now)
    ? `termina hacia las ${hour}`
    : `termina hacia el ${dayFormat.format(until)} a las ${hour}`;
}

/** The campaign's state line: waiting, sending, paused, cancelled, or the finished count. */
export function campaignProgressText(campaign: CampaignCounts, now = new Date()): string {
  const sent = `Enviados ${campaign.sent} de ${campaign.total}`;
  if (campaign.state === 'CANCELLED') return `Cancelado: se enviaron ${campaign.sent} de ${campaign.total}`;
  if (campaign.state === 'WAITING' || !campaign.startedAt) return WAITING_TEXT;
  if (campaign.finished) return campaign.failed > 0 ? `${sent} · ${campaign.failed} sin enviar` : sent;
  if (campaign.state === 'PAUSED') return `En pausa: ${sent}`;
  if (isOverdue(campaign.sendingUntil, now)) return `Enviando: ${sent} · ${RETRIES_TEXT}`;
  const until = finishTimeText(campaign.sendingUntil, now);
  return until ? `Enviando: ${sent} · ${until}` : `Enviando: ${sent}`;
}

/**
 * Past its last e-mail's moment and still not done: some e-mails wait for a retry, either
 * cut off by a restart (the job system hands them back within a minute) or refused by an
 * address's server (retried later, with growing waits). Said rather than a finish time
 * that has passed.
 */
export const RETRIES_TEXT =
  'algunos e-mails esperan un reintento: si el servidor se reinició, siguen en menos de un minuto; si una dirección los rechazó, más tarde';

/** The last e-mail is normally sent within seconds of its moment. */
const OVERDUE_AFTER_MS = 30_000;

function isOverdue(sendingUntil: string | null | undefined, now: Date): boolean {
  const until = sendingUntil ? new Date(sendingUntil).getTime() : Number.NaN;
  return !Number.isNaN(until) && now.getTime() - until > OVERDUE_AFTER_MS;
}

/** 0–100: how much of the campaign is done (sent or given up); a started campaign with nobody to send to is done. */
export function campaignPercent(campaign: CampaignCounts): number {
  if (!campaign.startedAt) return 0;
  if (campaign.total === 0) return 100;
  return Math.min(100, Math.round(((campaign.sent + campaign.failed) / campaign.total) * 100));
}

/** Whether a list should keep asking for progress: only a send under way changes on its own. */
export function anyRunning(campaigns: readonly CampaignCounts[]): boolean {
  return campaigns.some((campaign) => campaign.state === 'SENDING' && !campaign.finished);
}

/** What she can do with the send now. */
export interface CampaignActionsAllowed {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
}

export function allowedActions(campaign: Pick<CampaignCounts, 'state' | 'finished'>): CampaignActionsAllowed {
  const open = !campaign.finished;
  return {
    pause: open && campaign.state === 'SENDING',
    resume: campaign.state === 'PAUSED',
    cancel: open && campaign.state !== 'CANCELLED',
  };
}

/** Polls this often while a campaign sends (its e-mails go one by one at the configured rate). */
export const PROGRESS_POLL_MS = 3_000;
