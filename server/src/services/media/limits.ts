/** Upload limits from the spec (admin §5, §9). */
export const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  imageBytes: 5 * MB,
  pdfBytes: 10 * MB,
  /** The stream limit: the largest single file (a PDF) plus one byte to detect "too big". */
  maxRequestFileBytes: 10 * MB + 1,
  /** A guide form sends at most a cover and a PDF; settings a few images. */
  maxFiles: 6,
  /**
   * Decoded pixels, checked from the header before anything decodes them: a
   * 5 MB PNG can hold 16000 × 16000 pixels (1 GB decoded). 50 megapixels is
   * more than any phone camera's usual photo and decodes to about 200 MB.
   */
  imagePixels: 50_000_000,
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
