/**
 * Section 6: bytes a phone downloads for an article card picture. A
 * 1920×1280 photo-like JPEG goes through the upload pipeline (storeImage),
 * becomes a seeded article's picture, and the variant the card's srcset
 * offers a 400-px-wide card at DPR 2 is compared with the original upload.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { articles } from '../server/src/db/schema';
import { storeImage } from '../server/src/services/media';
import { int, kb, log, type FigureSink } from './report';
import { graphql, startApp } from './servers';

const PHOTO = { width: 1920, height: 1280 };
/** A phone card fills the screen width (the card's sizes say 100vw below 48em). */
const CARD_CSS_WIDTH = 400;
const DEVICE_PIXEL_RATIO = 2;

/** A gradient with per-pixel noise: compresses like a photo, unlike a flat test card. */
async function photoLikeJpeg(): Promise<Buffer> {
  const { width, height } = PHOTO;
  const pixels = Buffer.alloc(width * height * 3);
  const noise = randomBytes(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const n = (noise[y * width + x] ?? 0) % 40;
      const o = (y * width + x) * 3;
      pixels[o] = Math.min(255, 90 + (120 * x) / width + n);
      pixels[o + 1] = Math.min(255, 60 + (140 * y) / height + n);
      pixels[o + 2] = Math.min(255, 150 - (80 * x) / width + (60 * y) / height + n);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The candidate a browser takes from a `w` srcset: the narrowest at least as wide as needed (else the widest). */
export function pickSrcSetCandidate(srcSet: string, neededWidth: number): { url: string; width: number } {
  const candidates = srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .filter((c) => c.url && Number.isFinite(c.width))
    .sort((a, b) => a.width - b.width);
  const chosen = candidates.find((c) => c.width >= neededWidth) ?? candidates.at(-1);
  if (!chosen) throw new Error(`no usable candidate in srcset "${srcSet}"`);
  return chosen;
}

async function download(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

interface ArticleImage {
  article: { image: { url: string; srcSet: string | null; variants: { width: number; url: string }[] } | null } | null;
}

export async function mediaSection(sink: FigureSink): Promise<void> {
  const app = await startApp({ nodeEnv: 'test' });
  try {
    const { db, storage } = app.runtime.services;
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'Publicado'))
      .limit(1);
    if (!article) throw new Error('the demo content has no published article');
    const buffer = await photoLikeJpeg();
    const imageUrl = await storeImage(db, storage, 'articleimages', 'article_image_', {
      buffer,
      type: 'image/jpeg',
      originalName: 'foto_familia.jpg',
    });
    await db.update(articles).set({ imageUrl }).where(eq(articles.id, article.id));

    const data = await graphql<ArticleImage>(
      app.url,
      `
        query BenchArticleImage($id: ID!) {
          article(id: $id) {
            image {
              url
              srcSet
              variants {
                width
                url
              }
            }
          }
        }
      `,
      { id: String(article.id) },
    );
    const image = data.article?.image;
    if (!image?.srcSet) throw new Error('the stored picture has no srcSet');
    log(`variants: ${image.variants.map((v) => `${v.width} px`).join(', ')}`);
    const needed = CARD_CSS_WIDTH * DEVICE_PIXEL_RATIO;
    const chosen = pickSrcSetCandidate(image.srcSet, needed);
    const original = await download(`${app.url}${image.url}`);
    const variant = await download(`${app.url}${chosen.url}`);
    log(
      `a ${CARD_CSS_WIDTH}-px card at DPR ${DEVICE_PIXEL_RATIO} needs ${needed} px: the browser takes the ${chosen.width}-px WebP`,
    );

    sink.add(`Original upload (${PHOTO.width}×${PHOTO.height} JPEG)`, `${kb(original)} (${int(original)} B)`);
    sink.add(
      `Phone card image (${chosen.width}-px WebP)`,
      `${kb(variant)} (${int(variant)} B)`,
      'smaller than original',
      variant < original,
    );
    sink.add('Phone card bytes saved vs original', `${((1 - variant / original) * 100).toFixed(1)} %`);
  } finally {
    await app.close();
  }
}
