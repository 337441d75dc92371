/** The guide form's values, its client-side rules (admin §5) and the mapping to GuideInput. */
import { fieldErrors, guideRules, isPaidPrice } from '@crecer/domain/contentRules';
import type { CategoryPosition, ContentStatus, GuideInput } from '../gql/graphql';
import { DEFAULT_CATEGORY_POSITION } from '../shared/categoryPositions';
import { hasMedia, mediaFromUrl, shouldRemove, type MediaValue } from '../shared/mediaValue';

export interface GuideFormValues {
  title: string;
  description: string;
  categoryId: string | null;
  categoryPosition: CategoryPosition | null;
  /** As typed: digits and at most one decimal point; '' means free. */
  price: string;
  paymentLink: string;
  status: ContentStatus;
  isFeatured: boolean;
  image: MediaValue;
  pdf: MediaValue;
}

export interface GuideRecord {
  title: string;
  description: string;
  price?: number | null;
  paymentLink?: string | null;
  categoryPosition: CategoryPosition;
  status: ContentStatus;
  isFeatured: boolean;
  imageUrl?: string | null;
  pdfUrl?: string | null;
  category?: { id: string } | null;
}

export function emptyGuideValues(): GuideFormValues {
  return {
    title: '',
    description: '',
    categoryId: null,
    categoryPosition: DEFAULT_CATEGORY_POSITION,
    price: '',
    paymentLink: '',
    status: 'BORRADOR',
    isFeatured: false,
    image: mediaFromUrl(null),
    pdf: mediaFromUrl(null),
  };
}

export function guideValuesFrom(guide: GuideRecord): GuideFormValues {
  return {
    title: guide.title,
    description: guide.description,
    categoryId: guide.category?.id ?? null,
    categoryPosition: guide.categoryPosition,
    price: guide.price ? String(guide.price) : '',
    paymentLink: guide.paymentLink ?? '',
    status: guide.status,
    isFeatured: guide.isFeatured,
    image: mediaFromUrl(guide.imageUrl),
    pdf: mediaFromUrl(guide.pdfUrl),
  };
}

/** Keeps only digits and the first decimal point, as the price field accepts nothing else. */
export function sanitizePrice(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
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
    published: values.status === 'PUBLICADO',
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
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    categoryPosition: values.categoryPosition,
    price: values.price.trim() === '' ? null : values.price.trim(),
    paymentLink: paid && values.paymentLink.trim() ? values.paymentLink.trim() : null,
    status: values.status,
    isFeatured: values.isFeatured,
    image: values.image.file,
    removeImage: shouldRemove(values.image),
    pdf: values.pdf.file,
    removePdf: shouldRemove(values.pdf),
  };
}
