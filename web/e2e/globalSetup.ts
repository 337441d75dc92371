/**
 * Starts the real server (built web app, fresh PGlite database in a temp
 * DATA_DIR, seeded demo content) on a free port for the whole e2e run: one
 * per lane (lanes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeMercadoPago } from '../../server/test/fakeMercadoPago';
import { e2eLanes, type Lane } from './lanes';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'duena@crecerenfamilia.test', password: 'clave-segura-e2e-123' };
/** Mercado Pago is connected in the e2e run, to a fake provider on loopback (server/test/fakeMercadoPago.ts). */
export const E2E_MERCADO_PAGO = { accessToken: 'TEST-e2e-access-token', webhookSecret: 'e2e-webhook-secret' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * How long a new server may take to answer /healthz: it first prepares a fresh PGlite
 * folder (initdb, migrations, demo content with pictures). That took 174 s on a 2-core
 * machine at load average 12 (2026-11-26); 90 s failed every run there.
 */
const HEALTHY_WITHIN_MS = 240_000;

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy in ${HEALTHY_WITHIN_MS / 1000} s`);
}

export interface E2EServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server (`server/src/main.ts`) on a free port with a fresh PGlite
 * database in a temporary DATA_DIR, once it answers /healthz; `env` adds to
 * (or overrides) what every e2e server gets.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<E2EServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Browser contexts stand for households behind a proxy (browser.ts).
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** One lane (lanes.ts): a fake Mercado Pago and a server connected to it. */
async function startLane(): Promise<Lane & { stop(): Promise<void> }> {
  const mercadoPago = await startFakeMercadoPago(E2E_MERCADO_PAGO);
  try {
    const server = await startServer({
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      MERCADOPAGO_ACCESS_TOKEN: E2E_MERCADO_PAGO.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: E2E_MERCADO_PAGO.webhookSecret,
      MERCADOPAGO_API_URL: mercadoPago.url,
    });
    return {
      baseUrl: server.baseUrl,
      mercadoPagoUrl: mercadoPago.url,
      stop: async () => {
        await server.stop();
        await mercadoPago.close();
      },
    };
  } catch (error) {
    await mercadoPago.close();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  // Both client builds: the public site's and the admin's (web/dist/admin).
  if (!['web/dist/index.html', 'web/dist/admin/admin.html'].every((file) => fs.existsSync(path.join(ROOT, file))))
    throw new Error('Build the web app first: npm run build');
  const started = await Promise.allSettled(Array.from({ length: e2eLanes() }, () => startLane()));
  const lanes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(lanes.map((lane) => lane.stop()));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'lanes',
    lanes.map(({ baseUrl, mercadoPagoUrl }) => ({ baseUrl, mercadoPagoUrl })),
  );
  return async () => void (await stopAll());
}

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Lane[];
  }
}
