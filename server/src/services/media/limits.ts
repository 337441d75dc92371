/** Upload limits: the spec's (@crecer/domain/uploadRules) and what one request may carry. */
import { FILE_LIMITS } from '@crecer/domain/uploadRules';

export const UPLOAD_LIMITS = {
  ...FILE_LIMITS,
  /** The stream limit: the largest single file (a PDF) plus one byte to detect "too big". */
  maxRequestFileBytes: FILE_LIMITS.pdfBytes + 1,
  /** A guide form sends at most a cover and a PDF; settings a few images. */
  maxFiles: 6,
} as const;
