/** How a campaign's sending reads in the admin ('Enviados X de Y'), from the counts the server keeps. */
export interface CampaignCounts {
  startedAt: string | null;
  total: number;
  sent: number;
  failed: number;
  finished: boolean;
}

export const WAITING_TEXT = 'Esperando la publicación programada';

export function campaignProgressText(campaign: CampaignCounts): string {
  if (!campaign.startedAt) return WAITING_TEXT;
  const sent = `Enviados ${campaign.sent} de ${campaign.total}`;
  return campaign.failed > 0 ? `${sent} · ${campaign.failed} sin enviar` : sent;
}

/** 0–100: how much of the campaign is done (sent or given up); a started campaign with nobody to send to is done. */
export function campaignPercent(campaign: CampaignCounts): number {
  if (!campaign.startedAt) return 0;
  if (campaign.total === 0) return 100;
  return Math.min(100, Math.round(((campaign.sent + campaign.failed) / campaign.total) * 100));
}

/** Whether a list should keep asking for progress. */
export function anyRunning(campaigns: readonly CampaignCounts[]): boolean {
  return campaigns.some((campaign) => campaign.startedAt !== null && !campaign.finished);
}

/** Polls this often while a campaign sends: the outbox passes every 15 s. */
export const PROGRESS_POLL_MS = 3_000;
