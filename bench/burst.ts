/**
 * Uncached pages under a burst, measured by autocannon (an instrument this
 * project did not write) in a child process (load.ts runClient), on an event
 * loop apart from the server's when the bench runs the app in-process:
 * 50 connections for 10 s, the latency percentiles, timeouts (autocannon's
 * 10 s) and refusals (503 with Retry-After, http/renderQueue.ts). The goal
 * of section 11 is a p99 no worse than Ghost's in the same run, no timeout.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { runClient } from './load';
import { medianBy } from './report';

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

interface BurstConfig {
  url: string;
  seconds: number;
  connections: number;
}

/** One autocannon run against `url`; `seconds` of load at `connections`. */
export function burstRound(
  url: string,
  seconds = BURST_SECONDS,
  connections = BURST_CONNECTIONS,
): Promise<BurstResult> {
  const config: BurstConfig = { url, seconds, connections };
  return runClient<BurstResult>(import.meta.filename, config, seconds);
}

/** The round with the median p99. */
export function medianBurst(rounds: readonly BurstResult[]): BurstResult {
  return medianBy(rounds, (round) => round.p99);
}

/** "p99 812 ms (p50 640, max 870), 0 timeouts, 0 refused, 77 req/s" */
export function describeBurst(result: BurstResult): string {
  return (
    `p99 ${Math.round(result.p99)} ms (p50 ${Math.round(result.p50)}, max ${Math.round(result.max)}), ` +
    `${result.timeouts} timeouts, ${result.non2xx} refused, ${Math.round(result.requestsPerSecond)} req/s`
  );
}

async function burst({ url, seconds, connections }: BurstConfig): Promise<BurstResult> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// Run as a script (burstRound spawns it through runClient): the configuration is the first argument.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  burst(JSON.parse(process.argv[2] ?? '{}') as BurstConfig).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
