/**
 * Guides in the admin (admin spec §5): what they add to the shared content
 * save (content/): description, price and payment-link rules, a cover and a
 * PDF, the spec's messages.
 */
import { fieldErrors, guideRules, parsePrice } from '@crecer/domain/contentRules';
import { guides } from '../../db/schema';
import { writeImage, writePdf } from '../media';
import type { ContentInput, ContentKind } from './contentKind';
import { throwIfInvalid } from '../shared/validation';

export interface GuideInputData extends ContentInput {
  description: string;
  price?: string | null;
  paymentLink?: string | null;
}

const GUIDE_NOT_FOUND = 'No se encontró la guía para editar.';

export const PRICE_KEPT_NOTE =
  'Con el precio de esa versión la guía publicada no tendría PDF ni link de pago: se mantuvieron el precio y el link actuales.';

/** Saved, found and deleted by content/ (saveContent, findContentForAdmin, deleteContent). */
export const guideKind: ContentKind<typeof guides, GuideInputData> = {
  table: guides,
  type: 'guide',
  messages: { notFoundToEdit: GUIDE_NOT_FOUND, notFoundToDelete: 'Guía no encontrada.' },
  files: {
    image: (storage, file) => writeImage(storage, 'guideimages', 'guide_', file),
    pdf: writePdf,
  },
  revisionColumn: 'guideId',
  revisionText: (row) => ({
    summary: row.description,
    content: null,
    price: row.price,
    paymentLink: row.paymentLink,
  }),
  // The PDF is not versioned: the guide keeps its current one.
  fromRevision: (revision) => ({
    description: revision.summary,
    price: revision.price,
    paymentLink: revision.paymentLink,
  }),
  // Published or scheduled, a guide must stay downloadable or purchasable with the PDF it has now.
  keepOnRestore: (restored, current) => {
    const paid = restored.price !== null && restored.price !== undefined && Number(restored.price) > 0;
    const reachable = current.pdfUrl !== null || (paid && (restored.paymentLink ?? '').trim() !== '');
    if (reachable) return null;
    return { keep: { price: current.price, paymentLink: current.paymentLink }, note: PRICE_KEPT_NOTE };
  },
  revisionFields: [
    { label: 'Descripción', text: (row) => row.summary },
    { label: 'Precio', text: (row) => (row.price === null || row.price === undefined ? 'Gratis' : String(row.price)) },
    { label: 'Link de pago', text: (row) => row.paymentLink ?? '' },
  ],
  prepare(services, input, { common, hasFile, existing, sharedErrors }) {
    const price = parsePrice(input.price);
    const priceValue = price.ok ? price.value : null;
    const isFree = priceValue === null || priceValue === 0;
    // Becoming free clears the payment link (spec §4).
    const paymentLink = isFree ? null : input.paymentLink?.trim() || null;
    throwIfInvalid({
      ...fieldErrors(guideRules, {
        ...common,
        description: input.description ?? '',
        price: input.price ?? '',
        paymentLink: paymentLink ?? '',
        pdf: hasFile.pdf,
      }),
      ...sharedErrors,
    });
    if (common.published && !isFree && hasFile.pdf && !paymentLink) {
      services.logger.warn({ guideId: existing?.id }, 'paid guide published with a PDF but no payment link');
    }
    return { description: input.description.trim(), price: priceValue, paymentLink };
  },
};
