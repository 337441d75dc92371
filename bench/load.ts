/** Runs a load generator (loadClient.ts, visitClient.ts) in a child process and returns its result. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LoadConfig, LoadResult } from './loadClient';

const CLIENT = path.join(import.meta.dirname, 'loadClient.ts');

export function runLoad(config: LoadConfig): Promise<LoadResult> {
  return runClient<LoadResult>(CLIENT, config, config.warmupSeconds + config.durationSeconds);
}

/**
 * Spawns `client` (a script that takes its JSON configuration as its first
 * argument and prints one JSON line), so the load does not share an event
 * loop with what it measures. `seconds` is how long the client runs by itself.
 */
export function runClient<R>(client: string, config: object, seconds: number): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', client, JSON.stringify(config)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    // The client stops itself after its warm-up and duration; this only guards against a hang.
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 60) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`load client exited with ${code}`));
      try {
        // JSON has no NaN: a latency with no sample (NaN in the client) arrives as null.
        resolve(JSON.parse(output.trim(), (_key, value: unknown) => value ?? NaN) as R);
      } catch {
        reject(new Error(`load client printed no result: ${output.slice(0, 200)}`));
      }
    });
  });
}
