import { describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_TTL_SECONDS, signDownloadToken, verifyDownloadToken } from './signedLinks';

const SECRET = 'test-secret';
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

describe('signed download tokens', () => {
  it('verifies a fresh token and returns its guide id', () => {
    const token = signDownloadToken(SECRET, 42, NOW);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDownloadToken(SECRET, token, NOW)).toBe(42);
    expect(verifyDownloadToken(SECRET, token, NOW + (DOWNLOAD_LINK_TTL_SECONDS - 1) * 1000)).toBe(42);
  });

  it('rejects a correctly signed token that lives longer than any link we make (a forged far expiry)', () => {
    const forever = signDownloadToken(SECRET, 42, NOW, 1_000_000_000_000);
    expect(verifyDownloadToken(SECRET, forever, NOW)).toBeNull();
    const slightlyLong = signDownloadToken(SECRET, 42, NOW, DOWNLOAD_LINK_TTL_SECONDS + 60);
    expect(verifyDownloadToken(SECRET, slightlyLong, NOW)).toBeNull();
  });

  it('rejects a token once its 15 minutes are over', () => {
    const token = signDownloadToken(SECRET, 42, NOW);
    expect(verifyDownloadToken(SECRET, token, NOW + DOWNLOAD_LINK_TTL_SECONDS * 1000)).toBeNull();
  });

  it('rejects altered ids, expiries and signatures, other secrets and garbage', () => {
    const token = signDownloadToken(SECRET, 42, NOW);
    const [id, expires, sig = ''] = token.split('.');
    expect(verifyDownloadToken(SECRET, `43.${expires}.${sig}`, NOW)).toBeNull();
    expect(verifyDownloadToken(SECRET, `${id}.${Number(expires) + 3600}.${sig}`, NOW)).toBeNull();
    const flippedFirst = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(verifyDownloadToken(SECRET, `${id}.${expires}.${flippedFirst}`, NOW)).toBeNull();
    // The last character's spare bits must not yield a second valid spelling.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBits = alphabet[alphabet.indexOf(sig.at(-1) ?? 'A') ^ 1];
    expect(Buffer.from(`${sig.slice(0, -1)}${sameBits}`, 'base64url')).toEqual(Buffer.from(sig, 'base64url'));
    expect(verifyDownloadToken(SECRET, `${id}.${expires}.${sig.slice(0, -1)}${sameBits}`, NOW)).toBeNull();
    expect(verifyDownloadToken('another-secret', token, NOW)).toBeNull();
    for (const garbage of ['', '42', `${token}.x`, `${id}.${expires}.${sig}=`, '../../etc/passwd'])
      expect(verifyDownloadToken(SECRET, garbage, NOW)).toBeNull();
  });
});
