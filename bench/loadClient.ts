/**
 * The load generator, run as its own process (see load.ts) so it does not
 * share an event loop with the server it measures. Keep-alive connections,
 * a fixed number of requests in flight, a warm-up, then a fixed measuring
 * window. Prints one JSON line with the result.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export interface LoadConfig {
  url: string;
  /** POST (the default) sends `body`; GET sends none. */
  method?: 'GET' | 'POST';
  body: string;
  headers: Record<string, string>;
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** Every answer received, warm-up included (for CPU per request). */
  allAnswers: number;
  seconds: number;
  requestsPerSecond: number;
  latenciesMs: { p50: number; p90: number; p99: number; max: number };
}

/** A hard cap on requests per run, on top of the time bound. */
const MAX_REQUESTS = 2_000_000;

function send(agent: http.Agent, config: LoadConfig): Promise<boolean> {
  return new Promise((resolve) => {
    const method = config.method ?? 'POST';
    const headers =
      method === 'GET'
        ? config.headers
        : { ...config.headers, 'content-length': String(Buffer.byteLength(config.body)) };
    const request = http.request(config.url, { method, agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => void (bytes += chunk.length));
      response.on('end', () => resolve(response.statusCode === 200 && bytes > 0));
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
    request.end(method === 'GET' ? undefined : config.body);
  });
}

function at(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export async function generateLoad(config: LoadConfig): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency });
  const start = performance.now();
  const measureFrom = start + config.warmupSeconds * 1000;
  const end = measureFrom + config.durationSeconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let allAnswers = 0;
  const worker = async () => {
    while (sent < MAX_REQUESTS) {
      const began = performance.now();
      if (began >= end) return;
      sent += 1;
      const ok = await send(agent, config);
      allAnswers += 1;
      if (began < measureFrom) continue;
      if (ok) latencies.push(performance.now() - began);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: config.concurrency }, worker));
  const seconds = (performance.now() - measureFrom) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    allAnswers,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    latenciesMs: { p50: at(latencies, 50), p90: at(latencies, 90), p99: at(latencies, 99), max: at(latencies, 100) },
  };
}

// Run as a script (load.ts spawns it): the configuration is the first argument.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = JSON.parse(process.argv[2] ?? '{}') as LoadConfig;
  generateLoad(config).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
