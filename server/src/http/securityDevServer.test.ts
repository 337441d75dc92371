/** The CSP under `npm run dev` (Vite's middleware) against every other mode. */
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from './security';

/** The Content-Security-Policy the page middleware sends for `env`. */
async function pagePolicy(env: NodeJS.ProcessEnv): Promise<string> {
  const headers = new Map<string, string>();
  const res = {
    locals: {},
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  } as unknown as Response;
  for (const handler of securityHeaders(loadConfig({ APP_SECRET: 'x'.repeat(32), ...env }), async () => null)) {
    await new Promise<void>((resolve, reject) =>
      handler({ headers: {} } as Request, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  }
  return headers.get('content-security-policy') ?? '';
}

describe('content security policy and the development server', () => {
  it("lets Vite's React-refresh preamble and hot-reload socket through under npm run dev", async () => {
    const csp = await pagePolicy({ NODE_ENV: 'development', WEB_DEV: '1' });
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
    expect(csp).toMatch(/connect-src 'self' ws:(;|$)/);
  });

  it('keeps scripts and connections to the site itself otherwise, production included', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'production', WEB_DEV: '1' }]) {
      const csp = await pagePolicy(env);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
    }
  });
});
