/**
 * Demo images and PDFs generated in-process, so seeding works offline and needs
 * no image library: a tiny PNG encoder on top of node:zlib, and a hand-written
 * one-page PDF.
 */
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

// Warm pastels, plus two soft cool tones so neighbouring cards don't all look alike.
const PALETTE: readonly Rgb[] = [
  [255, 216, 190], // peach
  [248, 200, 220], // rose
  [255, 241, 193], // butter
  [251, 196, 171], // apricot
  [244, 226, 222], // blush
  [255, 229, 180], // sand
  [228, 211, 245], // lavender
  [205, 235, 217], // mint
];

const MAX_DIMENSION = 4096;

/** mulberry32: tiny, fast and good enough to make each seed look different. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  // The CRC covers the type and the data, not the length.
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

function encodePng(width: number, height: number, scanlines: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanlines)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Circle {
  cx: number;
  cy: number;
  r: number;
  colour: Rgb;
  alpha: number;
}

/**
 * A soft pastel diagonal gradient with a few large translucent circles, fully
 * determined by `seed`, as a PNG.
 */
export async function renderSeedImage(seed: number, width: number, height: number): Promise<Buffer> {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
      throw new RangeError(`Image ${name} must be an integer from 1 to ${MAX_DIMENSION}, got ${value}`);
    }
  }

  const normalisedSeed = Math.trunc(Number.isFinite(seed) ? seed : 0);
  const random = prng(normalisedSeed ^ 0x9e3779b9);
  const from = pick(PALETTE, normalisedSeed);
  // Offsetting by 1..length-1 guarantees the two ends of the gradient differ.
  const to = pick(PALETTE, normalisedSeed + 1 + Math.floor(random() * (PALETTE.length - 1)));

  const minSide = Math.min(width, height);
  const circles: Circle[] = [];
  const circleCount = 3 + Math.floor(random() * 3);
  for (let i = 0; i < circleCount; i++) {
    const white = random() < 0.5;
    circles.push({
      cx: random() * width,
      cy: random() * height,
      r: minSide * (0.18 + random() * 0.32),
      colour: white ? [255, 255, 255] : pick(PALETTE, Math.floor(random() * PALETTE.length)),
      alpha: 0.16 + random() * 0.2,
    });
  }

  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  const diagonal = width + height - 2 || 1;

  for (let y = 0; y < height; y++) {
    const rowStart = y * stride;
    for (let x = 0; x < width; x++) {
      const t = (x + y) / diagonal;
      const o = rowStart + 1 + x * 3;
      pixels[o] = from[0] + (to[0] - from[0]) * t;
      pixels[o + 1] = from[1] + (to[1] - from[1]) * t;
      pixels[o + 2] = from[2] + (to[2] - from[2]) * t;
    }

    // Only the horizontal span each circle covers on this row is visited, which
    // keeps a 1200x800 image well under a tenth of a second.
    for (const c of circles) {
      const dy = y + 0.5 - c.cy;
      if (Math.abs(dy) >= c.r + 1) continue;
      const halfSpan = Math.sqrt(Math.max(0, (c.r + 1) ** 2 - dy * dy));
      const x0 = Math.max(0, Math.floor(c.cx - halfSpan));
      const x1 = Math.min(width - 1, Math.ceil(c.cx + halfSpan));
      for (let x = x0; x <= x1; x++) {
        const dx = x + 0.5 - c.cx;
        // One pixel of coverage falloff at the rim keeps the edge from looking jagged.
        const coverage = Math.min(1, Math.max(0, c.r + 0.5 - Math.sqrt(dx * dx + dy * dy)));
        if (coverage === 0) continue;
        const a = c.alpha * coverage;
        const o = rowStart + 1 + x * 3;
        for (let ch = 0; ch < 3; ch++) {
          const base = pixels[o + ch] ?? 0;
          pixels[o + ch] = base + (c.colour[ch as 0 | 1 | 2] - base) * a + 0.5;
        }
      }
    }

    // Sub filter (type 1): gradients turn into long runs of tiny deltas, which
    // deflate far better than raw pixels. Walking backwards lets it run in place.
    pixels[rowStart] = 1;
    for (let i = rowStart + stride - 1; i >= rowStart + 4; i--) {
      pixels[i] = ((pixels[i] ?? 0) - (pixels[i - 3] ?? 0)) & 0xff;
    }
  }

  return encodePng(width, height, pixels);
}

const TYPOGRAPHIC_FALLBACKS: Readonly<Record<string, string>> = {
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u20ac': 'EUR',
};

/**
 * Helvetica with WinAnsiEncoding matches Latin-1 for printable characters, so
 * anything outside that range (and the C1 control block, where the two differ)
 * would render as garbage; substitute it instead.
 */
function toPdfLatin1(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || code === 0x7f) out += ' ';
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out += ch;
    else out += TYPOGRAPHIC_FALLBACKS[ch] ?? '?';
  }
  return out;
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** A small valid one-page A4 PDF showing `title`, for seeded guide downloads. */
export function minimalPdf(title: string): Buffer {
  const titleLines = wrapWords(toPdfLatin1(title), 40).slice(0, 12);
  const footer = toPdfLatin1('Crecer en Familia - Guía de demostración');

  const textOps = [
    'BT',
    '/F1 24 Tf',
    '30 TL',
    '72 760 Td',
    ...titleLines.map((line) => `(${escapePdfString(line)}) Tj T*`),
    'ET',
    'BT',
    '/F1 11 Tf',
    '72 72 Td',
    `(${escapePdfString(footer)}) Tj`,
    'ET',
  ].join('\n');
  const stream = Buffer.from(textOps, 'latin1');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
  ];

  // Every byte is Latin-1, so string length equals byte length and offsets can be counted on strings.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });

  const xrefOffset = body.length;
  // Each xref entry must be exactly 20 bytes, hence the trailing space before \n.
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
  ].join('\n');

  return Buffer.from(body + xref, 'latin1');
}
