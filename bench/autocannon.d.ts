/** The part of autocannon's programmatic API the benches use (it ships no types). */
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface AutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    requests?: AutocannonRequest[];
    headers?: Record<string, string>;
  }
  interface AutocannonResult {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; max: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
