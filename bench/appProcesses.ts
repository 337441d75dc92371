/**
 * The compiled server (`node server/dist/main.js`, as the production image
 * runs it) as one or more processes on one database, started as an owner
 * deploys it behind Caddy: NODE_ENV=production, TRUST_PROXY=1, the owner's
 * account from ADMIN_EMAIL/ADMIN_PASSWORD, the demo content. Each process's
 * memory is read from /proc (resident) and from a small preload that writes
 * process.memoryUsage() to a file every second (the server reports no heap
 * figure of its own; the preload is bench code, the server is unchanged).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerProcess } from '../server/test/instances';
import { startCompiledServer } from './compiledServer';
import { memoryOf } from './memory';

export const OWNER = { email: 'duena@example.com', password: 'clave-larga-de-bench-123' };

/** Runs in the server process before main.js; the timer is unref'd so it never holds the process up. */
const HEAP_PROBE = `import { writeFileSync } from 'node:fs';
const file = process.env.CEF_BENCH_HEAP_FILE;
if (file) setInterval(() => writeFileSync(file, JSON.stringify(process.memoryUsage())), 1000).unref();`;

export interface Memory {
  rssMb: number;
  /** VmHWM: the highest resident memory so far. */
  peakMb: number;
  /** V8's heap in use and reserved, from the preload (NaN before its first write). */
  heapUsedMb: number;
  heapTotalMb: number;
}

export interface AppProcess {
  name: string;
  url: string;
  pid: number;
  memory(): Memory;
  /** Throws, with the server's last log lines, when the process has exited: its figures would be errors only. */
  assertRunning(): void;
}

export interface AppProcesses {
  instances: AppProcess[];
  close(): Promise<void>;
}

/**
 * Starts `count` processes one after another (the first migrates and seeds an
 * empty database), sharing one DATA_DIR (the local files, as S3 would be
 * shared). Without `databaseUrl` the one process runs on PGlite in DATA_DIR.
 */
export async function startAppProcesses(count: number, databaseUrl?: string): Promise<AppProcesses> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-bench-app-'));
  const started: (ServerProcess & AppProcess)[] = [];
  const close = async () => {
    await Promise.all(started.map((instance) => instance.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) {
      const name = String.fromCharCode(97 + i);
      const heapFile = path.join(dataDir, `heap-${name}.json`);
      const server = await startCompiledServer({
        label: `instance ${name}`,
        dataDir,
        databaseUrl,
        appSecret: 'bench-real-secret-0123456789abcdef',
        nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(HEAP_PROBE)}`],
        env: {
          TRUST_PROXY: '1',
          ADMIN_EMAIL: OWNER.email,
          ADMIN_PASSWORD: OWNER.password,
          CEF_BENCH_HEAP_FILE: heapFile,
        },
      });
      const { url } = server;
      const pid = server.child.pid!;
      // Its log (warnings and errors, LOG_LEVEL=warn) is otherwise dropped: keep the last lines for a crash.
      const lastLines: string[] = [];
      server.child.stdout?.on('data', (chunk: Buffer) => {
        lastLines.push(...chunk.toString().split('\n').filter(Boolean));
        lastLines.splice(0, Math.max(0, lastLines.length - 20));
      });
      const assertRunning = () => {
        const { exitCode, signalCode } = server.child;
        if (exitCode === null && signalCode === null) return;
        throw new Error(
          `instance ${name} exited (${exitCode ?? signalCode}); its last lines:\n${lastLines.join('\n')}`,
        );
      };
      started.push({ ...server, name, url, pid, memory: () => memoryWithHeap(pid, heapFile), assertRunning });
    }
    return { instances: started, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function memoryWithHeap(pid: number, heapFile: string): Memory {
  const { rssMb, peakMb } = memoryOf(pid);
  let heap = { heapUsed: NaN, heapTotal: NaN };
  try {
    heap = JSON.parse(fs.readFileSync(heapFile, 'utf8')) as typeof heap;
  } catch {
    // Not written yet, or caught mid-write: the next sample has it.
  }
  return { rssMb, peakMb, heapUsedMb: heap.heapUsed / 2 ** 20, heapTotalMb: heap.heapTotal / 2 ** 20 };
}
