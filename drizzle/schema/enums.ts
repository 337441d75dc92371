/**
 * Closed sets of values stored as text and guarded by CHECK constraints.
 * The stored words are the spec's own ('Borrador', 'top-right', ...), so the
 * database reads the same as the product documents.
 */
/** 'Programado': public from its scheduled_at on (services/content/publishSchedule.ts turns it 'Publicado' then). */
export const CONTENT_STATUSES = ['Borrador', 'Programado', 'Publicado'] as const;
export type ContentStatusValue = (typeof CONTENT_STATUSES)[number];
export const PUBLISHED: ContentStatusValue = 'Publicado';
export const SCHEDULED: ContentStatusValue = 'Programado';

export const CATEGORY_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type CategoryPositionValue = (typeof CATEGORY_POSITIONS)[number];

export const GAME_TYPES = [
  'PROBABLE_QUE',
  'VERDADERO_FALSO',
  'PREGUNTAS_CONEXION',
  'DESCUBRIENDO_EMOCIONES',
  'PUZZLE_PALABRAS',
] as const;
export type GameTypeValue = (typeof GAME_TYPES)[number];

export const CONTENT_TYPES = ['article', 'guide'] as const;
export type ContentTypeValue = (typeof CONTENT_TYPES)[number];

export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRoleValue = (typeof USER_ROLES)[number];

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'not_configured'] as const;
export type DeliveryStatusValue = (typeof DELIVERY_STATUSES)[number];

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'refunded'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/** `'a', 'b'` for use inside a CHECK (... IN (...)) clause. */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
}

export const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type BackupRunStatusValue = (typeof BACKUP_RUN_STATUSES)[number];

/** A subscriber is 'pendiente' until she opens the confirmation link (double opt-in). */
export const SUBSCRIBER_STATUSES = ['pendiente', 'confirmado'] as const;
export type SubscriberStatusValue = (typeof SUBSCRIBER_STATUSES)[number];

/**
 * A newsletter delivery: 'claimed' by a pass, 'sending' while its SMTP
 * transaction runs (services/newsletter/delivery.ts explains why two states).
 */
/** 'claimed' is kept for rows written before the job system; nothing sets it any more. 'cancelled': she stopped the send. */
export const NEWSLETTER_DELIVERY_STATUSES = ['pending', 'claimed', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type NewsletterDeliveryStatusValue = (typeof NEWSLETTER_DELIVERY_STATUSES)[number];

/** What a campaign is doing: waiting for its article, sending, paused or cancelled by her (finished is derived from the counters). */
export const CAMPAIGN_STATES = ['waiting', 'sending', 'paused', 'cancelled'] as const;
export type CampaignStateValue = (typeof CAMPAIGN_STATES)[number];

/** The outcome of a scheduled job's last run (job_runs). */
export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type JobRunStatusValue = (typeof JOB_RUN_STATUSES)[number];
