/** The guide form's values, its client-side rules (admin §5) and the mapping to GuideInput. */
import { formatPrice } from '@crecer/domain/constants';
import { fieldErrors, guideRules, isPaidPrice, parsePrice } from '@crecer/domain/contentRules';
import type { GuideInput } from '../gql/graphql';
import type { ContentRecord, ContentValues } from '../content/contentValues';
import { contentValuesFrom, emptyContentValues, toContentInput } from '../content/contentValues';
import { hasMedia, mediaFromUrl, shouldRemove, type MediaValue } from '../shared/mediaValue';

export interface GuideFormValues extends ContentValues {
  description: string;
  /** As typed: digits and at most one decimal point; '' means free. */
  price: string;
  paymentLink: string;
  pdf: MediaValue;
}

export interface GuideRecord extends ContentRecord {
  description: string;
  price?: number | null;
  paymentLink?: string | null;
  pdfUrl?: string | null;
}

export function emptyGuideValues(): GuideFormValues {
  return { ...emptyContentValues(), description: '', price: '', paymentLink: '', pdf: mediaFromUrl(null) };
}

export function guideValuesFrom(guide: GuideRecord): GuideFormValues {
  return {
    ...contentValuesFrom(guide),
    description: guide.description,
    price: guide.price ? String(guide.price) : '',
    paymentLink: guide.paymentLink ?? '',
    pdf: mediaFromUrl(guide.pdfUrl),
  };
}

/**
 * Keeps only digits and the first decimal point, as the price field accepts
 * nothing else, reading the last comma as the decimal point: an Argentine
 * phone's decimal keypad types a comma, and '2.500,50' is how she writes two
 * thousand five hundred (the points before a comma group thousands). The
 * field reads back the price families will see (GuidePriceFields), so nothing
 * dropped here goes unnoticed.
 */
export function sanitizePrice(raw: string): string {
  const comma = raw.lastIndexOf(',');
  const decimal = comma === -1 ? raw : `${raw.slice(0, comma).replace(/[.,]/g, '')}.${raw.slice(comma + 1)}`;
  const kept = decimal.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** How families will read the price, under the field: what she typed, as the site understood it. */
export function priceReadBack(price: string): string | null {
  const parsed = parsePrice(price);
  if (!parsed.ok || price.trim() === '') return null;
  return parsed.value ? `Las familias verán: ${formatPrice(parsed.value)}.` : 'Las familias verán: Gratis.';
}

/** The shared rules (@crecer/domain/contentRules), as the owner has filled the form so far. */
export function validateGuide(values: GuideFormValues): Record<string, string> {
  return fieldErrors(guideRules, {
    title: values.title,
    description: values.description,
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    price: values.price,
    // A free guide has no payment link (toGuideInput drops it), so it breaks no rule.
    paymentLink: isPaidPrice(values.price) ? values.paymentLink : '',
    // A scheduled item must be publishable when its time comes.
    published: values.status !== 'BORRADOR',
    pdf: hasMedia(values.pdf),
  });
}

/** Spec: a paid guide with a PDF but no payment link is allowed, only worth a warning in the console. */
export function warnPaidWithoutLink(values: GuideFormValues): void {
  if (isPaidPrice(values.price) && hasMedia(values.pdf) && !values.paymentLink.trim()) {
    console.warn('Guía de pago con PDF pero sin enlace de pago.');
  }
}

export function toGuideInput(values: GuideFormValues): GuideInput {
  const paid = isPaidPrice(values.price);
  return {
    ...toContentInput(values),
    description: values.description.trim(),
    price: values.price.trim() === '' ? null : values.price.trim(),
    paymentLink: paid && values.paymentLink.trim() ? values.paymentLink.trim() : null,
    pdf: values.pdf.file,
    removePdf: shouldRemove(values.pdf),
  };
}
