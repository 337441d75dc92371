import { desc, eq } from 'drizzle-orm';
import { contactMessages, type ContactMessageRow } from '../../db/schema';
import type { AppServices } from '../appServices';
import { notFound } from '../shared/errors';
import { parseId } from '../shared/ids';

export function listContactMessages(services: AppServices): Promise<ContactMessageRow[]> {
  return services.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function markContactMessageRead(
  services: AppServices,
  rawId: string,
  read: boolean,
): Promise<ContactMessageRow> {
  const [row] = await services.db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, parseId(rawId)))
    .returning();
  if (!row) throw notFound('Mensaje no encontrado.');
  return row;
}

export async function deleteContactMessage(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const [row] = await services.db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!row) throw notFound('Mensaje no encontrado.');
  return id;
}
