/**
 * Stored files and images. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { createStorage } from './createStorage';
export { emailImageUrl, ensureJpegCopy } from './jpegCopy';
export { JPEG_COPIES_QUEUE, mediaJobs } from './mediaJobs';
export { deleteStoredFile, loadAssetsByUrl, storeImage, writeImage } from './images';
export { MAX_ENCODED_SIDE, UPLOAD_LIMITS } from './limits';
export { createLocalStorage } from './localStorage';
export { imageUrlForWidth, type ResponsiveImageValue, toResponsiveImage } from './responsive';
export { createS3Client } from './s3Storage';
export {
  type Bucket,
  BUCKETS,
  generateObjectName,
  isBucket,
  keyFromPublicUrl,
  PUBLIC_BUCKETS,
  publicUrlForKey,
  type StorageDriver,
  UPLOAD_CACHE_SECONDS,
} from './storage';
export { readUpload, type ReceivedFile, receiveUpload } from './uploads';
export { discardWrittenFiles, recordWrittenFiles, writePdf, type WrittenFile } from './writtenFiles';
