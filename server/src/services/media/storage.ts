/**
 * File storage behind one interface. Keys look like "articleimages/name.webp";
 * public buckets are served under /storage/{key}.
 */
export const BUCKETS = ['articleimages', 'guideimages', 'guidepdfs', 'siteassets'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Buckets whose files may be served publicly; guide PDFs never are. */
export const PUBLIC_BUCKETS: ReadonlySet<Bucket> = new Set(['articleimages', 'guideimages', 'siteassets']);

/** Spec: uploads are cached for 3600 seconds. */
export const UPLOAD_CACHE_SECONDS = 3600;

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface StorageDriver {
  /** Writes a new object; fails if the key already exists (never overwrite). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  list(bucket: Bucket): Promise<string[]>;
}

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** Spec naming: a prefix, a timestamp and the original name with spaces turned into underscores. */
export function generateObjectName(prefix: string, originalName: string, now = Date.now()): string {
  const base = originalName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^\.+/, '')
    .slice(-80);
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}${now}_${random}_${base || 'archivo'}`;
}

export function publicUrlForKey(key: string): string {
  return `/storage/${key}`;
}

/** The storage key behind a public URL we issued, or null for foreign URLs. */
export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^\/storage\/([a-z]+\/[A-Za-z0-9._-]+)$/.exec(url);
  return match?.[1] ?? null;
}
