import type { HeadImage } from './headTypes';

/** An uploaded picture as the API describes it: its original's size and, once made, its JPEG copy. */
export interface UploadedPicture {
  width?: number | null;
  height?: number | null;
  jpeg?: { url: string; width: number; height: number } | null;
}

/**
 * The picture a link preview shows of an upload: its JPEG copy when the server
 * made it, since WhatsApp shows no picture above ~300 KB and an original can
 * weigh 5 MB (server/src/services/media/jpegCopy.ts); else the original.
 */
export function sharePicture(src: string, picture: UploadedPicture | null | undefined): HeadImage {
  if (picture?.jpeg) return { src: picture.jpeg.url, width: picture.jpeg.width, height: picture.jpeg.height };
  return { src, width: picture?.width, height: picture?.height };
}
