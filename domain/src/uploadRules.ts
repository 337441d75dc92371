/**
 * What the owner may upload (admin spec §5, §9) and what she is told when a
 * file is refused, once: the admin's pickers check a file when it is chosen,
 * the server checks it again when it arrives and stays the authority.
 */
export const MB = 1024 * 1024;

export const FILE_LIMITS = {
  imageBytes: 5 * MB,
  pdfBytes: 10 * MB,
  /**
   * Decoded pixels, checked from the header before anything decodes them: a
   * 5 MB PNG can hold 16000 × 16000 pixels (1 GB decoded). 50 megapixels is
   * more than any phone camera's usual photo and decodes to about 200 MB.
   * The spec has one message for an image that is too big, whatever made it
   * so, and the owner is told that one (UPLOAD_MESSAGES.imageTooBig).
   */
  imagePixels: 50_000_000,
} as const;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PDF_MIME_TYPE = 'application/pdf';

export const UPLOAD_MESSAGES = {
  imageTooBig: 'La imagen no debe exceder los 5MB.',
  imageType: 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.',
  pdfTooBig: 'El archivo no debe exceder los 10MB.',
  pdfType: 'Por favor, selecciona un archivo PDF.',
  /** Server only: the file never arrived whole (cut off, missing from the form, a malformed form). */
  notReceived: 'No se pudo recibir el archivo completo. Por favor, vuelve a seleccionarlo e inténtalo de nuevo.',
} as const;

/** The toast titles of the admin's pickers. */
export const UPLOAD_PROBLEM_TITLES = {
  type: 'Tipo de archivo no válido',
  size: 'Archivo muy grande',
} as const;
