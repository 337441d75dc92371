/** Client-side checks before a file is sent (admin §5 and §9); the server repeats them. */

const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * MB;
export const PDF_MAX_BYTES = 10 * MB;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const PDF_ACCEPT = 'application/pdf';

export interface FileProblem {
  title: string;
  message: string;
}

export function checkImageFile(file: File): FileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Tipo de archivo no válido', message: 'Por favor, selecciona un archivo JPG, PNG, WEBP o GIF.' };
  }
  if (file.size > IMAGE_MAX_BYTES)
    return { title: 'Archivo muy grande', message: 'La imagen no debe exceder los 5MB.' };
  return null;
}

export function checkPdfFile(file: File): FileProblem | null {
  if (file.type !== PDF_ACCEPT)
    return { title: 'Tipo de archivo no válido', message: 'Por favor, selecciona un archivo PDF.' };
  if (file.size > PDF_MAX_BYTES)
    return { title: 'Archivo muy grande', message: 'El archivo no debe exceder los 10MB.' };
  return null;
}
