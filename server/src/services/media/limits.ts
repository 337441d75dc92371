/** Upload limits: the spec's (@crecer/domain/uploadRules) and what one request may carry. */
import type { ResizeOptions } from 'sharp';
import { FILE_LIMITS } from '@crecer/domain/uploadRules';

export const UPLOAD_LIMITS = {
  ...FILE_LIMITS,
  /** The stream limit: the largest single file (a PDF) plus one byte to detect "too big". */
  maxRequestFileBytes: FILE_LIMITS.pdfBytes + 1,
  /** A guide form sends at most a cover and a PDF; settings a few images. */
  maxFiles: 6,
} as const;

/**
 * WebP's largest side. A variant is sized by width, so an image more than
 * ~34 times taller than wide (a 1 × 40,000 strip, a long infographic) would
 * come out taller than this and fail to encode; its height is capped instead.
 */
export const MAX_ENCODED_SIDE = 16_383;

/** Sharp's resize to `width` (never enlarging) whose height stays encodable. */
export function variantResize(width: number): ResizeOptions {
  return { width, height: MAX_ENCODED_SIDE, fit: 'inside', withoutEnlargement: true };
}
