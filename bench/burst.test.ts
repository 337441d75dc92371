import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { burstRound, describeBurst, medianBurst, type BurstResult } from './burst';
import { listenOnFreePort } from './listen';

const round = (p99: number): BurstResult => ({
  requestsPerSecond: 50,
  p50: p99 / 2,
  p99,
  max: p99 + 10,
  timeouts: 0,
  non2xx: 0,
  errors: 0,
});

describe('the burst measured by autocannon', () => {
  it('reads refusals, answers and latencies from autocannon’s own JSON', async () => {
    let answered = 0;
    // Every other request refused as the render queue refuses one: 503 with Retry-After.
    const server = http.createServer((_req, res) => {
      answered += 1;
      if (answered % 2 === 0) res.writeHead(503, { 'retry-after': '2' }).end('ocupado');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    const { url, close } = await listenOnFreePort(server);
    try {
      const result = await burstRound(url, 1, 4);
      expect(answered).toBeGreaterThan(10);
      // autocannon may stop between a request's arrival and its answer, so the counts are bounded, not exact.
      expect(result.non2xx).toBeGreaterThanOrEqual(Math.floor(answered / 2) - 4);
      expect(result.non2xx).toBeLessThanOrEqual(Math.floor(answered / 2));
      expect(result.timeouts).toBe(0);
      expect(result.errors).toBe(0);
      expect(result.p99).toBeGreaterThanOrEqual(result.p50);
      expect(result.max).toBeGreaterThanOrEqual(result.p99);
    } finally {
      await close();
    }
  });

  it('takes the round with the median p99, whatever order the rounds came in', () => {
    expect(medianBurst([round(900), round(300), round(600)]).p99).toBe(600);
    expect(medianBurst([round(300)]).p99).toBe(300);
  });

  it('describes a round with what the docs compare', () => {
    expect(describeBurst({ ...round(812.4), p50: 640, max: 870, non2xx: 3, requestsPerSecond: 77.2 })).toBe(
      'p99 812 ms (p50 640, max 870), 0 timeouts, 3 refused, 77 req/s',
    );
  });
});
