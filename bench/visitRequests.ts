/**
 * The requests one visitor's browser sends, as the web app sends them
 * (web/src/app/apollo.ts: JSON POST with `apollo-require-preflight`, same
 * origin, cookies kept), each from the visitor's own address in
 * X-Forwarded-For (the servers run with TRUST_PROXY=1, as behind Caddy).
 */
import http from 'node:http';

export interface Answer {
  ok: boolean;
  ms: number;
  /** X-Cache: HIT (the anonymous page cache answered). */
  hit: boolean;
  /** `name=value` of every cookie the answer sets. */
  cookies: string[];
}

/**
 * Visitor n's address, never the same for two visitors (up to 2^32 + 2^17):
 * the server counts one view per address and item, so a reused address would
 * take the cheap "already counted" path. 198.18.0.0/15 is the range RFC 2544
 * reserves for benchmarks, then IPv6 documentation /64s (an IPv6 client
 * counts as its /64). Only header text: no traffic goes to these addresses.
 */
export function visitorAddress(n: number): string {
  if (n < 2 ** 17) return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  const rest = n - 2 ** 17;
  return `2001:db8:${(Math.floor(rest / 65536) % 65536).toString(16)}:${(rest % 65536).toString(16)}::1`;
}

interface Request {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** One request over the keep-alive agent; `ok` is a 200 whose body `check` accepts. */
function send(
  agent: http.Agent,
  url: string,
  request: Request,
  check: (body: string) => boolean = () => true,
): Promise<Answer> {
  const began = performance.now();
  return new Promise((resolve) => {
    const headers = request.body
      ? { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) }
      : request.headers;
    const failed = () => resolve({ ok: false, ms: performance.now() - began, hit: false, cookies: [] });
    const req = http.request(url, { method: request.method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', failed);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          ok: res.statusCode === 200 && body.length > 0 && check(body.toString()),
          ms: performance.now() - began,
          hit: res.headers['x-cache'] === 'HIT',
          cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
        });
      });
    });
    req.on('error', failed);
    req.end(request.body);
  });
}

/** GET a public page as a first visit: no cookie, HTML asked, no compression (as the other sections). */
export function getPage(agent: http.Agent, origin: string, path: string, address: string): Promise<Answer> {
  return send(agent, `${origin}${path}`, {
    method: 'GET',
    headers: { accept: 'text/html', 'x-forwarded-for': address },
  });
}

/** The operation answered with data and no errors. */
function graphQLOk(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    return parsed.data != null && !parsed.errors?.length;
  } catch {
    return false;
  }
}

/** POST /graphql as the web app's Apollo Client does. */
export function postOperation(
  agent: http.Agent,
  origin: string,
  address: string,
  cookies: readonly string[],
  operation: { operationName: string; query: string; variables: Record<string, unknown> },
): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json,application/json;q=0.9',
    'content-type': 'application/json',
    'apollo-require-preflight': 'true',
    origin,
    'x-forwarded-for': address,
  };
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  return send(agent, `${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify(operation) }, graphQLOk);
}

/** The on-load beacons of a page (web/src/features/views/viewOnLoad.ts), the very text the page sends. */
export { RECORD_VIEW_SOURCE as RECORD_VIEW, RECORD_VISIT_SOURCE as RECORD_VISIT } from '../domain/src/viewBeacons';
/** The web app's other documents (ratings, contact), word for word. */
/** Where new readers land from, as the browser reports it (a quarter each). */
export const LANDING_SOURCES = [
  { referrer: 'https://wa.me/', utmSource: 'whatsapp', utmCampaign: 'bench' },
  { referrer: 'https://www.google.com/' },
  { referrer: 'https://www.colegio.example/boletin' },
  { referrer: '' },
] as const;
export const RATE_CONTENT = `mutation RateContent($contentType: ContentType!, $id: ID!, $rating: Int!) {
  rateContent(contentType: $contentType, id: $id, rating: $rating) {
    average
    count
  }
}`;
export const SEND_CONTACT_MESSAGE = `mutation SendContactMessage($name: String!, $email: String!, $message: String!, $website: String) {
  sendContactMessage(name: $name, email: $email, message: $message, website: $website)
}`;
export const UPDATE_ARTICLE = `mutation BenchUpdateArticle($id: ID!, $input: ArticleInput!) {
  updateArticle(id: $id, input: $input) {
    id
  }
}`;
