/**
 * The real application started in-process on a random loopback port, and
 * scratch Postgres databases that are always dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import postgres from 'postgres';
import { createRuntime, type Runtime } from '../server/src/bootstrap';
import { loadConfig } from '../server/src/config';
import type { GraphQLContext } from '../server/src/graphql/context';
import { createGraphQLServer } from '../server/src/graphql/server';
import { createHttpApp } from '../server/src/http/app';
import { ssrRouter } from '../server/src/http/ssr';
import { createLogger } from '../server/src/logger';
import { listenOnFreePort } from './listen';

/** The Postgres server the benchmarks create scratch databases on (loopback only). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Scratch databases not dropped yet, so the runner can drop leftovers of a crashed section. */
const liveScratch = new Set<ScratchDatabase>();

export async function dropLeftoverScratchDatabases(): Promise<string[]> {
  const names = [...liveScratch].map((scratch) => scratch.name);
  await Promise.allSettled([...liveScratch].map((scratch) => scratch.drop()));
  return names;
}

/** An empty database named cef_bench_<label>_..., dropped (even with open connections) by drop(). */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `cef_bench_${label}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const scratch: ScratchDatabase = {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        liveScratch.delete(scratch);
      } finally {
        await cleanup.end();
      }
    },
  };
  liveScratch.add(scratch);
  return scratch;
}

export interface AppOptions {
  /** Postgres URL; PGlite in a temporary DATA_DIR when absent. */
  databaseUrl?: string;
  /** Seed demo content into the empty database (default true). */
  seed?: boolean;
  /** Generate the demo pictures with their responsive variants (slow; default false). */
  seedImages?: boolean;
  /** Serve the built web app too, server-rendered as main.ts does (default false: API only). */
  serveWeb?: boolean;
  /**
   * 'production' for API figures; browser sections use 'test' (plain http on
   * loopback, no HSTS or upgrade-insecure-requests, no demo admin printed).
   */
  nodeEnv?: 'production' | 'test';
  onStatement?: (query: string, params: unknown[]) => void;
  /** Keep the anonymous page cache on (default true, as in production); off, every page is rendered. */
  pageCache?: boolean;
  /**
   * The server's log level (default 'error'). At 'info', production's level, every request
   * writes its access line; the lines go to /dev/null (a file stream rather than stdout), so what is measured is making and writing them.
   */
  logLevel?: string;
}

export interface BenchApp {
  url: string;
  runtime: Runtime;
  apollo: ApolloServer<GraphQLContext>;
  close(): Promise<void>;
}

/** Starts the same Express app main.ts starts, on 127.0.0.1 and a free port. */
export async function startApp(options: AppOptions = {}): Promise<BenchApp> {
  // Listen first: the public URL (canonical links, same-origin checks) needs the port.
  const server = http.createServer();
  const { url, close: closeServer } = await listenOnFreePort(server);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-bench-'));
  try {
    const config = loadConfig(
      {
        NODE_ENV: options.nodeEnv ?? 'production',
        APP_SECRET: `bench-${randomBytes(16).toString('hex')}`,
        // The figures are taken on the demo content; production seeds it only when asked.
        DEMO_CONTENT: 'true',
      },
      {
        dataDir,
        databaseUrl: options.databaseUrl,
        logLevel: options.logLevel ?? 'error',
        publicUrl: url,
        webDevServer: false,
        ...(options.pageCache === false ? { pageCacheBytes: 0 } : {}),
      },
    );
    const logger = options.logLevel
      ? createLogger(options.logLevel, fs.createWriteStream('/dev/null'))
      : createLogger('error');
    const runtime = await createRuntime(config, {
      logger,
      seedWhenEmpty: options.seed !== false,
      seedImages: options.seedImages === true,
      onStatement: options.onStatement,
    });
    const apollo = createGraphQLServer({ rootDir: config.rootDir, isProduction: config.isProduction, logger });
    await apollo.start();
    const web = options.serveWeb ? await ssrRouter({ services: runtime.services, apollo, dev: false }) : undefined;
    server.on('request', createHttpApp({ runtime, apollo, isShuttingDown: () => false, web }));
    return {
      url,
      runtime,
      apollo,
      async close() {
        await closeServer();
        await apollo.stop();
        await runtime.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** POSTs a GraphQL operation; throws on HTTP or GraphQL errors so a broken setup is never measured. */
export async function graphql<T>(url: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data)
    throw new Error(`GraphQL ${response.status}: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return body.data;
}
