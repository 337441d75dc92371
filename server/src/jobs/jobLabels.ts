/** How the admin names each scheduled job (Spanish, as she reads it). */
export const SCHEDULED_JOB_LABELS: Record<string, string> = {
  'scheduled-backup': 'Copia de seguridad',
  'publish-scheduled': 'Publicación programada',
  housekeeping: 'Limpieza de datos vencidos',
  'analytics-rollup': 'Resumen diario de visitas',
  'image-copies': 'Copias livianas de imágenes para compartir y e-mails',
  'mail-sweep': 'Revisión de e-mails pendientes',
  'contact-mail-sweep': 'Revisión de mensajes pendientes',
  'newsletter-sweep': 'Revisión de envíos a suscriptores',
};

export const jobLabel = (queue: string): string => SCHEDULED_JOB_LABELS[queue] ?? queue;
