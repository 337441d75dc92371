/**
 * Receives a GraphQL Upload: counts bytes while streaming (an oversized file is
 * rejected, never truncated) and checks the real type from the bytes.
 */
import type { FileUpload } from 'graphql-upload-minimal';
import sharp from 'sharp';
import { badInput, DomainError } from '../shared/errors';
import { detectFileType, isImageType, type DetectedType } from './detect';
import { UPLOAD_LIMITS } from './limits';
import { UPLOAD_MESSAGES } from '@crecer/domain/uploadRules';

export type UploadKind = 'image' | 'pdf';

export interface ReceivedFile {
  buffer: Buffer;
  type: DetectedType;
  originalName: string;
}

/** Reads the image's header only (no decoding): unreadable is the wrong type, too many pixels is too big. */
async function checkImageHeader(buffer: Buffer, field: string): Promise<void> {
  let pixels: number;
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(buffer, { limitInputPixels: false }).metadata();
    pixels = width * height * pages;
  } catch {
    throw badInput(UPLOAD_MESSAGES.imageType, field);
  }
  if (pixels === 0) throw badInput(UPLOAD_MESSAGES.imageType, field);
  // Too many pixels is "too big" in the spec's words: the same message as too many bytes.
  if (pixels > UPLOAD_LIMITS.imagePixels) throw badInput(UPLOAD_MESSAGES.imageTooBig, field);
}

/**
 * The file's bytes as the request carried them. graphql-upload-minimal rejects
 * the Upload, or errors its stream, when the file never arrives whole: named
 * in the map but missing from the form, the body cut off or the client gone
 * mid-upload, a part its parser cannot read (a NUL in a file name), one file
 * mapped to two variables (its stream can be read once). Each is the request's
 * fault, never the server's, and this is the one place every such failure
 * becomes a user error (it was an INTERNAL_SERVER_ERROR and an error-level log
 * line). The parser's own cap (largest allowed file + 1 byte) is "too big".
 */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  limit: number,
  tooBig: () => DomainError,
  field: string,
): Promise<{ buffer: Buffer; filename: string }> {
  try {
    const file = await upload;
    const stream = file.createReadStream();
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > limit) {
        stream.destroy();
        throw tooBig();
      }
      chunks.push(buffer);
    }
    return { buffer: Buffer.concat(chunks), filename: file.filename };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Error && /exceeds|limit|truncated/i.test(error.message)) throw tooBig();
    throw badInput(UPLOAD_MESSAGES.notReceived, field);
  }
}

export async function receiveUpload(
  upload: Promise<FileUpload> | FileUpload,
  kind: UploadKind,
  field: string,
): Promise<ReceivedFile> {
  const limit = kind === 'image' ? UPLOAD_LIMITS.imageBytes : UPLOAD_LIMITS.pdfBytes;
  const tooBig = () => badInput(kind === 'image' ? UPLOAD_MESSAGES.imageTooBig : UPLOAD_MESSAGES.pdfTooBig, field);
  const { buffer, filename } = await readUpload(upload, limit, tooBig, field);
  const type = detectFileType(buffer);
  if (kind === 'image' && !isImageType(type)) throw badInput(UPLOAD_MESSAGES.imageType, field);
  if (kind === 'pdf' && type !== 'application/pdf') throw badInput(UPLOAD_MESSAGES.pdfType, field);
  if (kind === 'image') await checkImageHeader(buffer, field);
  return { buffer, type: type as DetectedType, originalName: filename || 'archivo' };
}
