import { inflateSync } from 'node:zlib';
import { describe, it, expect } from 'vitest';
import { minimalPdf, renderSeedImage } from './images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('renderSeedImage', () => {
  it('produces a PNG with the requested size', async () => {
    const png = await renderSeedImage(7, 320, 200);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(320);
    expect(png.readUInt32BE(20)).toBe(200);
  });

  it('writes well-formed chunks ending with IEND and a full set of scanlines', async () => {
    const png = await renderSeedImage(3, 64, 48);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const idat = chunks.find((c) => c.type === 'IDAT');
    expect(inflateSync(idat?.data ?? Buffer.alloc(0)).length).toBe(48 * (64 * 3 + 1));
  });

  it('is deterministic by seed and varies between seeds', async () => {
    const a = await renderSeedImage(11, 120, 80);
    const b = await renderSeedImage(11, 120, 80);
    const c = await renderSeedImage(12, 120, 80);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('renders the largest seed size quickly', async () => {
    const started = performance.now();
    const png = await renderSeedImage(1, 1200, 800);
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('rejects impossible sizes', async () => {
    await expect(renderSeedImage(1, 0, 10)).rejects.toThrow(RangeError);
    await expect(renderSeedImage(1, 10, 1.5)).rejects.toThrow(RangeError);
  });
});

describe('minimalPdf', () => {
  it('has a PDF 1.4 header, an EOF marker and a startxref pointing at the xref table', () => {
    const pdf = minimalPdf('Guía de rutinas (mañana y noche)');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.endsWith('%%EOF')).toBe(true);
    const match = /startxref\s+(\d+)\s+%%EOF$/.exec(text);
    expect(match).not.toBeNull();
    const offset = Number(match?.[1]);
    expect(text.slice(offset, offset + 4)).toBe('xref');
  });

  it('has xref entries that point at each object', () => {
    const text = minimalPdf('Título de prueba').toString('latin1');
    // Search with the leading newline so 'startxref' does not match.
    const xrefAt = text.indexOf('\nxref\n');
    const entries = text
      .slice(xrefAt)
      .split('\n')
      .filter((line) => / 00000 n $/.test(line));
    expect(entries).toHaveLength(5);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('escapes string delimiters and keeps the text Latin-1', () => {
    const pdf = minimalPdf('Límites (y amor) \\ “juntos” — 🙂');
    const text = pdf.toString('latin1');
    expect(text).toContain('L\u00edmites \\(y amor\\) \\\\ "juntos" - ?');
    const declared = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + declared)).toMatch(/^\nendstream/);
  });
});
