/**
 * The compiled production server (`node server/dist/main.js`, `npm run build`
 * first) as the bench sections start it: one environment, so every section
 * measures the same server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { freeLoopbackPort } from '../server/test/smtpSink';
import { spawnServer, type ServerProcess } from '../server/test/instances';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The compiled server and the built web app are what is measured. */
export function isBuilt(): boolean {
  return fs.existsSync(path.join(ROOT, 'server/dist/main.js')) && fs.existsSync(path.join(ROOT, 'web/dist-ssr'));
}

export interface CompiledServerOptions {
  label: string;
  dataDir: string;
  /** Empty: PGlite in dataDir. */
  databaseUrl?: string;
  appSecret: string;
  /** Node flags before the entry point (a preload). */
  nodeArgs?: string[];
  /** What a section adds or overrides (TRUST_PROXY, PAGE_CACHE_MB, …). */
  env?: Record<string, string>;
}

export interface CompiledServer extends ServerProcess {
  url: string;
}

/** Starts it on a free loopback port, with the demo content, logging warnings only (access lines would cost the bench CPU). */
export async function startCompiledServer(options: CompiledServerOptions): Promise<CompiledServer> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const server = await spawnServer(options.label, [...(options.nodeArgs ?? []), 'server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      APP_SECRET: options.appSecret,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  return { ...server, url };
}
