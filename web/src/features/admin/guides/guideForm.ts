/** The guide form's values, its client-side rules (admin §5) and the mapping to GuideInput. */
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

/** Empty or 0 means free; anything above 0 is paid. */
export function isPaidPrice(price: string): boolean {
  const value = Number(price);
  return price.trim() !== '' && Number.isFinite(value) && value > 0;
}

export function validateGuide(values: GuideFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = 'El título es obligatorio.';
  if (!values.description.trim()) errors.description = 'La descripción es obligatoria.';
  if (!values.categoryId) errors.categoryId = 'Debes seleccionar una categoría.';
  if (!values.categoryPosition) {
    errors.categoryPosition = 'Debes seleccionar una posición para el cartel de categoría.';
  }
  const price = values.price.trim();
  if (price !== '' && !(Number.isFinite(Number(price)) && Number(price) >= 0)) {
    errors.price = 'El precio debe ser un número positivo o cero.';
  }
  if (values.status === 'PUBLICADO' && !errors.price) {
    const paid = isPaidPrice(price);
    const pdf = hasMedia(values.pdf);
    if (!paid && !pdf) errors.pdf = 'Para guías gratuitas publicadas, se requiere un archivo PDF.';
    if (paid && !pdf && !values.paymentLink.trim()) {
      errors.paymentLink = 'Para guías de pago publicadas sin PDF adjunto, se requiere un enlace de pago.';
    }
  }
  return errors;
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
