/**
 * Uncached pages under a burst, measured by autocannon's own command line in
 * a child process (an instrument this project did not write, on an event
 * loop apart from the server's when the bench runs the app in-process):
 * 50 connections for 10 s, the latency percentiles, timeouts (autocannon's
 * 10 s) and refusals (503 with Retry-After, http/renderQueue.ts). The goal
 * of section 11 is a p99 no worse than Ghost's in the same run, no timeout.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export const BURST_CONNECTIONS = 50;
export const BURST_SECONDS = 10;

export interface BurstResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  timeouts: number;
  /** Answers that were not 2xx: refusals under the burst. */
  non2xx: number;
  errors: number;
}

/** The fields of `autocannon -j` this reads. */
interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  timeouts: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against `url`; `seconds` of load at `connections`. */
export function burstRound(
  url: string,
  seconds = BURST_SECONDS,
  connections = BURST_CONNECTIONS,
): Promise<BurstResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [AUTOCANNON_CLI, '-c', String(connections), '-d', String(seconds), '-j', url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      try {
        const json = JSON.parse(output) as AutocannonJson;
        resolve({
          requestsPerSecond: json.requests.average,
          p50: json.latency.p50,
          p99: json.latency.p99,
          max: json.latency.max,
          timeouts: json.timeouts,
          non2xx: json.non2xx,
          errors: json.errors,
        });
      } catch {
        reject(new Error(`autocannon printed no JSON: ${output.slice(0, 200)}`));
      }
    });
  });
}

/** The round with the median p99 (rounds sorted by p99). */
export function medianBurst(rounds: readonly BurstResult[]): BurstResult {
  const sorted = [...rounds].sort((a, b) => a.p99 - b.p99);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** "p99 812 ms (p50 640, max 870), 0 timeouts, 0 refused, 77 req/s" */
export function describeBurst(result: BurstResult): string {
  return (
    `p99 ${Math.round(result.p99)} ms (p50 ${Math.round(result.p50)}, max ${Math.round(result.max)}), ` +
    `${result.timeouts} timeouts, ${result.non2xx} refused, ${Math.round(result.requestsPerSecond)} req/s`
  );
}
