/**
 * Section 12: resident memory of the compiled server (`node server/dist/main.js`,
 * as the production image runs it) on PGlite and on Postgres: idle after a
 * first start on an empty database (migrations, demo content with pictures),
 * after serving every public page, and idle after a restart on the same data.
 * Read from /proc (Linux). Target: PGlite idle within 1.5× of Postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isBuilt, startCompiledServer } from './compiledServer';
import { log, SkipSection, type FigureSink } from './report';
import { createScratchDatabase } from './servers';

const PAGES = ['/', '/articulos', '/articulos/1', '/guias', '/guias/1', '/juegos', '/sobre-mi'];
/** Idle means this long after the server says it listens (timers, the first heartbeat). */
const SETTLE_MS = 8_000;
const TARGET_RATIO = 1.5;

/** Resident memory now and its peak so far (VmRSS, VmHWM) of a process, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

interface Run {
  idle: number;
  afterPages: number;
  peak: number;
}

async function run(label: string, dataDir: string, databaseUrl: string | undefined): Promise<Run> {
  const server = await startCompiledServer({
    label,
    dataDir,
    databaseUrl,
    appSecret: 'bench-memory-secret-0123456789abcdef',
  });
  const { url } = server;
  try {
    const pid = server.child.pid!;
    await sleep(SETTLE_MS);
    const idle = memoryOf(pid).rssMb;
    for (const page of PAGES) {
      for (let i = 0; i < 5; i += 1) await (await fetch(`${url}${page}?v=${i}`)).arrayBuffer();
    }
    const after = memoryOf(pid);
    return { idle, afterPages: after.rssMb, peak: after.peakMb };
  } finally {
    await server.stop();
  }
}

export async function memorySection(sink: FigureSink): Promise<void> {
  if (process.platform !== 'linux') throw new SkipSection('reads /proc: Linux only');
  if (!isBuilt()) throw new SkipSection('run `npm run build` first (the compiled server and web app are measured)');
  const results: Record<string, { first: Run; restart: Run }> = {};
  for (const kind of ['postgres', 'pglite'] as const) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cef-memory-${kind}-`));
    const scratch = kind === 'postgres' ? await createScratchDatabase('memory') : null;
    try {
      const first = await run(`${kind} first start`, dataDir, scratch?.url);
      const restart = await run(`${kind} restart`, dataDir, scratch?.url);
      results[kind] = { first, restart };
      const mb = (value: number) => `${value.toFixed(0)} MB`;
      log(
        `${kind}: first start idle ${mb(first.idle)}, after pages ${mb(first.afterPages)}, peak ${mb(first.peak)}; ` +
          `restart idle ${mb(restart.idle)}, after pages ${mb(restart.afterPages)}, peak ${mb(restart.peak)}`,
      );
      sink.add(`${kind}: idle after a first start / after a restart`, `${mb(first.idle)} / ${mb(restart.idle)}`);
      sink.add(`${kind}: peak while starting and serving every page`, `${mb(Math.max(first.peak, restart.peak))}`);
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const { pglite, postgres } = results as Record<'pglite' | 'postgres', { first: Run; restart: Run }>;
  for (const moment of ['first', 'restart'] as const) {
    const ratio = pglite[moment].idle / postgres[moment].idle;
    sink.add(
      `PGlite / Postgres idle (${moment === 'first' ? 'first start' : 'restart'})`,
      `${ratio.toFixed(2)}×`,
      `≤ ${TARGET_RATIO}×`,
      ratio <= TARGET_RATIO,
    );
  }
}
