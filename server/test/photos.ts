/** Pictures as the owner uploads them, for tests of what the site makes of them. */
import sharp from 'sharp';

/** A 3000 × 2000 JPEG with grain, about 3 MB: a phone photo as she uploads it. */
export async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = grain();
      pixels[i] = ((x * 255) / width + n) & 255;
      pixels[i + 1] = ((y * 255) / height + n) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + n) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
