/**
 * Client-side checks before a file is sent (admin §5 and §9). Besides the
 * declared type and the size, the first bytes must be those of an image or a
 * PDF, so an .exe renamed .png is refused when picked rather than when the
 * whole form is saved. The server repeats every check and stays the authority
 * (server/src/services/media/detect.ts).
 */

import {
  FILE_LIMITS,
  IMAGE_MIME_TYPES as IMAGE_TYPES,
  PDF_MIME_TYPE,
  UPLOAD_MESSAGES,
  UPLOAD_PROBLEM_TITLES,
} from '@crecer/domain/uploadRules';

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const PDF_ACCEPT = PDF_MIME_TYPE;

export interface FileProblem {
  title: string;
  message: string;
}

const IMAGE_TYPE_PROBLEM: FileProblem = { title: UPLOAD_PROBLEM_TITLES.type, message: UPLOAD_MESSAGES.imageType };
const PDF_TYPE_PROBLEM: FileProblem = { title: UPLOAD_PROBLEM_TITLES.type, message: UPLOAD_MESSAGES.pdfType };

type SniffedType = (typeof IMAGE_TYPES)[number] | 'application/pdf';

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The type the file's first bytes (magic numbers) announce, or null for anything else. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)) return 'image/png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

async function firstBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

export async function checkImageFile(file: File): Promise<FileProblem | null> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_PROBLEM;
  if (file.size > FILE_LIMITS.imageBytes)
    return { title: UPLOAD_PROBLEM_TITLES.size, message: UPLOAD_MESSAGES.imageTooBig };
  const sniffed = sniffType(await firstBytes(file));
  return sniffed && sniffed !== 'application/pdf' ? null : IMAGE_TYPE_PROBLEM;
}

export async function checkPdfFile(file: File): Promise<FileProblem | null> {
  if (file.type !== PDF_ACCEPT) return PDF_TYPE_PROBLEM;
  if (file.size > FILE_LIMITS.pdfBytes)
    return { title: UPLOAD_PROBLEM_TITLES.size, message: UPLOAD_MESSAGES.pdfTooBig };
  return sniffType(await firstBytes(file)) === 'application/pdf' ? null : PDF_TYPE_PROBLEM;
}
