/** Small builders for admin tests: uploads, images, PDFs and backup archives made in memory. */
import { PassThrough, Readable } from 'node:stream';
import { Upload } from 'graphql-upload-minimal';
import sharp from 'sharp';
import { tarWriter, type TarEntry } from '../src/services/backup';

export function fileUpload(buffer: Buffer, filename: string, mimetype = 'application/octet-stream'): Upload {
  const upload = new Upload();
  // The typings omit resolve(); the runtime class has it (graphql-upload-minimal's processRequest calls it).
  (upload as unknown as { resolve(file: unknown): void }).resolve({
    filename,
    mimetype,
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => Readable.from([buffer]),
  });
  return upload;
}

export function pngBytes(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7fb8a4' } })
    .png()
    .toBuffer();
}

export function pdfBytes(extra = 0): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%test\n'), Buffer.alloc(extra, 0x20), Buffer.from('\n%%EOF\n')]);
}

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

export const MB = 1024 * 1024;

/** A distinct client address per visitor id, as separate households would have (10.x.y.z). */
export function addressFor(visitorId: string): string {
  let hash = 0;
  for (const char of visitorId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** executeOperation options for a visitor on its own connection. */
export function asVisitor(visitorId: string): { visitorId: string; ip: string } {
  return { visitorId, ip: addressFor(visitorId) };
}

/** A tarball holding `entries`, written by the backup's own tarWriter. */
export async function archiveOf(entries: TarEntry[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const archive = tarWriter(out);
  for (const entry of entries) await archive.add(entry);
  await archive.finish();
  return Buffer.concat(chunks);
}
