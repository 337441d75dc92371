/**
 * GraphQL enum names mapped to the values stored in the database, so rows
 * flow through resolvers unchanged (see `enumValues` in codegen.ts).
 */
export const ContentStatus = { BORRADOR: 'Borrador', PROGRAMADO: 'Programado', PUBLICADO: 'Publicado' } as const;
export const CategoryPosition = {
  TOP_LEFT: 'top-left',
  TOP_RIGHT: 'top-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_RIGHT: 'bottom-right',
} as const;
export const ContentType = { ARTICLE: 'article', GUIDE: 'guide' } as const;
export const UserRole = { ADMIN: 'admin', EDITOR: 'editor' } as const;
export const SubscriberStatus = { PENDIENTE: 'pendiente', CONFIRMADO: 'confirmado' } as const;
export const CampaignState = {
  WAITING: 'waiting',
  SENDING: 'sending',
  PAUSED: 'paused',
  CANCELLED: 'cancelled',
} as const;
export const JobRunStatus = { RUNNING: 'running', SUCCEEDED: 'succeeded', FAILED: 'failed' } as const;
export const OrderStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
} as const;
