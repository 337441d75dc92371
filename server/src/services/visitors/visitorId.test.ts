/** The signed visitor cookie: kept when genuine, replaced when missing, altered or made up. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArticle } from '../../../test/contentFactory';
import { createTestApp, type TestApp } from '../../../test/harness';
import { postGraphQLFrom, startHttp } from '../../../test/http';
import { APP_SECRET_FILE, resolveAppSecret } from '../../appSecret';
import { newVisitorId, signVisitorId, verifyVisitorCookie, VISITOR_COOKIE } from './visitorId';

describe('visitor id signatures', () => {
  const secret = 'a'.repeat(40);

  it('verifies what it signed and nothing else', () => {
    const id = newVisitorId();
    const signed = signVisitorId(secret, id);
    expect(verifyVisitorCookie(secret, signed)).toBe(id);
    expect(verifyVisitorCookie('b'.repeat(40), signed)).toBeNull();
    expect(verifyVisitorCookie(secret, id)).toBeNull(); // the old unsigned form
    expect(verifyVisitorCookie(secret, `${newVisitorId()}.${signed.split('.')[1]}`)).toBeNull();
    expect(verifyVisitorCookie(secret, `${signed}x`)).toBeNull();
    expect(verifyVisitorCookie(secret, undefined)).toBeNull();
  });
});

describe('APP_SECRET', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('is generated once outside production, kept in DATA_DIR (owner-only), and read back', () => {
    const dataDir = tempDir();
    const first = resolveAppSecret({ appSecret: '', dataDir, isProduction: false });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAppSecret({ appSecret: '', dataDir, isProduction: false })).toBe(first);
    expect(resolveAppSecret({ appSecret: '', dataDir: tempDir(), isProduction: false })).not.toBe(first);
    expect(fs.statSync(path.join(dataDir, APP_SECRET_FILE)).mode & 0o077).toBe(0);
    // A later production start on that DATA_DIR uses the stored secret.
    expect(resolveAppSecret({ appSecret: '', dataDir, isProduction: true })).toBe(first);
  });

  it('refuses to start production without an explicit or stored secret, or with a short one', () => {
    expect(() => resolveAppSecret({ appSecret: '', dataDir: tempDir(), isProduction: true })).toThrow(/APP_SECRET/);
    expect(() =>
      resolveAppSecret({ appSecret: 'dev-only-secret-change-me', dataDir: tempDir(), isProduction: true }),
    ).toThrow(/at least 32/);
    expect(resolveAppSecret({ appSecret: 'x'.repeat(32), dataDir: tempDir(), isProduction: true })).toBe(
      'x'.repeat(32),
    );
  });
});

describe('the visitor cookie over HTTP', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let articleId = '';
  const RATE =
    'mutation Rate($id: ID!, $rating: Int!) { rateContent(contentType: ARTICLE, id: $id, rating: $rating) { count average } }';

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
    articleId = String((await insertArticle(app.runtime.services.db)).id);
    server = await startHttp(app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });

  const rate = (rating: number, cookie?: string, address = '127.0.0.60') =>
    postGraphQLFrom(
      server.url,
      address,
      { query: RATE, variables: { id: articleId, rating } },
      cookie ? { cookie } : {},
    );
  const visitorCookie = (setCookies: string[]) =>
    setCookies.find((c) => c.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];

  it('issues a signed id, honours it when sent back, and replaces a forged one', async () => {
    const first = await rate(5);
    const cookie = visitorCookie(first.setCookies);
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{22}$`));
    expect(first.json.data?.rateContent).toEqual({ count: 1, average: 5 });

    // Her own cookie: rating again replaces her rating, and no new cookie is needed.
    const again = await rate(3, cookie);
    expect(again.json.data?.rateContent).toEqual({ count: 1, average: 3 });
    expect(visitorCookie(again.setCookies)).toBeUndefined();

    // Her id with a made-up signature, or her id alone: not her. A new visitor, a new cookie.
    const id = cookie!.split('=')[1]!.split('.')[0]!;
    const forged = await rate(1, `${VISITOR_COOKIE}=${id}.${'A'.repeat(22)}`, '127.0.0.61');
    expect(forged.json.data?.rateContent).toEqual({ count: 2, average: 2 });
    expect(visitorCookie(forged.setCookies)).not.toContain(id);
    const unsigned = await rate(1, `${VISITOR_COOKIE}=${id}`, '127.0.0.62');
    expect(unsigned.json.data?.rateContent).toMatchObject({ count: 3 });
  });
});
