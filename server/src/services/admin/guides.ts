/**
 * Admin rules for guides (admin spec §5): validation, price and payment-link
 * rules, publish rules, cover image and PDF replacement.
 */
import { fieldErrors, guideRules, parsePrice } from '@crecer/domain/contentRules';
import { eq, sql } from 'drizzle-orm';
import type { FileUpload } from 'graphql-upload-minimal';
import { guides, type CategoryPositionValue, type ContentStatusValue, type GuideRow } from '../../db/schema';
import type { AppServices } from '../types';
import { notFound } from '../errors';
import { parseId } from '../ids';
import { deleteStoredFile, storeImage, storePdf } from '../media/images';
import { receiveUpload } from '../media/uploads';
import { existingCategoryId } from './categoryRefs';
import { throwIfInvalid } from './validation';

export interface GuideInputData {
  title: string;
  description: string;
  categoryId?: string | null;
  categoryPosition?: CategoryPositionValue | null;
  price?: string | null;
  paymentLink?: string | null;
  status?: ContentStatusValue | null;
  isFeatured?: boolean | null;
  image?: Promise<FileUpload> | null;
  removeImage?: boolean | null;
  pdf?: Promise<FileUpload> | null;
  removePdf?: boolean | null;
}

export const GUIDE_NOT_FOUND = 'No se encontró la guía para editar.';

export async function findGuideForAdmin(services: AppServices, rawId: string): Promise<GuideRow | null> {
  const [row] = await services.db
    .select()
    .from(guides)
    .where(eq(guides.id, parseId(rawId)));
  return row ?? null;
}

async function validate(services: AppServices, input: GuideInputData, existing: GuideRow | null) {
  const categoryId = await existingCategoryId(services.db, input.categoryId);
  const price = parsePrice(input.price);
  const priceValue = price.ok ? price.value : null;
  const isFree = priceValue === null || priceValue === 0;
  // Becoming free clears the payment link (spec §4).
  const paymentLink = isFree ? null : input.paymentLink?.trim() || null;
  const status = input.status ?? 'Borrador';
  const hasPdf = Boolean(input.pdf) || (Boolean(existing?.pdfUrl) && !input.removePdf);
  throwIfInvalid(
    fieldErrors(guideRules, {
      title: input.title ?? '',
      description: input.description ?? '',
      categoryId: categoryId === null ? null : String(categoryId),
      categoryPosition: input.categoryPosition ?? null,
      price: input.price ?? '',
      paymentLink: paymentLink ?? '',
      published: status === 'Publicado',
      pdf: hasPdf,
    }),
  );
  if (status === 'Publicado' && !isFree && hasPdf && !paymentLink) {
    services.logger.warn({ guideId: existing?.id }, 'paid guide published with a PDF but no payment link');
  }
  return { categoryId: categoryId as number, priceValue, paymentLink, status };
}

export async function saveGuide(
  services: AppServices,
  userId: string,
  input: GuideInputData,
  rawId?: string,
): Promise<GuideRow> {
  const existing = rawId ? await findGuideForAdmin(services, rawId) : null;
  if (rawId && !existing) throw notFound(GUIDE_NOT_FOUND);
  const { categoryId, priceValue, paymentLink, status } = await validate(services, input, existing);
  // Read both uploads before storing either, so a bad PDF leaves no orphaned image. Read them
  // together: the form's files stream in the order the client sent them, and a PDF sent before
  // the cover, unread while the cover was awaited, held up the parser and the request for good.
  const [imageFile, pdfFile] = await Promise.all([
    input.image ? receiveUpload(input.image, 'image', 'image') : null,
    input.pdf ? receiveUpload(input.pdf, 'pdf', 'pdf') : null,
  ]);
  const newImageUrl = imageFile
    ? await storeImage(services.db, services.storage, 'guideimages', 'guide_', imageFile)
    : null;
  const newPdfKey = pdfFile ? await storePdf(services.storage, pdfFile) : null;
  const values = {
    title: input.title.trim(),
    description: input.description.trim(),
    categoryId,
    categoryPosition: input.categoryPosition ?? 'top-right',
    price: priceValue,
    paymentLink,
    status,
    isFeatured: input.isFeatured ?? false,
    imageUrl: newImageUrl ?? (input.removeImage ? null : (existing?.imageUrl ?? null)),
    pdfUrl: newPdfKey ?? (input.removePdf ? null : (existing?.pdfUrl ?? null)),
    userId,
    updatedAt: new Date(),
  };
  let saved: GuideRow | undefined;
  try {
    [saved] = existing
      ? await services.db.update(guides).set(values).where(eq(guides.id, existing.id)).returning()
      : await services.db.insert(guides).values(values).returning();
  } catch (error) {
    await deleteStoredFile(services.db, services.storage, services.logger, newImageUrl);
    await deleteStoredFile(services.db, services.storage, services.logger, newPdfKey);
    throw error;
  }
  if (!saved) throw notFound(GUIDE_NOT_FOUND);
  if (existing?.imageUrl && existing.imageUrl !== saved.imageUrl) {
    await deleteStoredFile(services.db, services.storage, services.logger, existing.imageUrl);
  }
  if (existing?.pdfUrl && existing.pdfUrl !== saved.pdfUrl) {
    await deleteStoredFile(services.db, services.storage, services.logger, existing.pdfUrl);
  }
  return saved;
}

export async function deleteGuide(services: AppServices, rawId: string): Promise<number> {
  const id = parseId(rawId);
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx.delete(guides).where(eq(guides.id, id)).returning();
    if (row) await tx.execute(sql`delete from ratings where content_type = 'guide' and content_id = ${id}`);
    return row;
  });
  if (!deleted) throw notFound('Guía no encontrada.');
  await deleteStoredFile(services.db, services.storage, services.logger, deleted.imageUrl);
  await deleteStoredFile(services.db, services.storage, services.logger, deleted.pdfUrl);
  return id;
}
