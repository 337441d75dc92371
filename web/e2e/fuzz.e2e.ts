/**
 * Property-based hostile input against the real server process (compiled web
 * app, NODE_ENV=production): malformed multipart bodies, hostile values in
 * every argument of every public operation and, signed in as the owner, of
 * every admin one (read from schema.graphql, as the admin gate test walks
 * it), broken JSON and odd encodings, odd paths. The
 * property, for every generated request: the answer is not a 5xx nor an
 * INTERNAL_SERVER_ERROR, and afterwards the process is up and /healthz
 * answers 200.
 *
 * Runs with a fixed seed and a bounded number of runs, so `npm test` is
 * repeatable. Each operation is its own property (its own test), so
 * every operation and every argument is exercised by construction, at least
 * MIN_RUNS_PER_OPERATION times. A failure prints fast-check's seed and the
 * failing request as generated (not shrunk: see `check`).
 * FUZZ_SEED and FUZZ_RUNS explore further: `FUZZ_SEED=123 FUZZ_RUNS=2000 npm run e2e -- fuzz`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startServer, type E2EServer } from './globalSetup';
import { adminCookie } from './graphql';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Every public operation, and so every one of its arguments, is sent at least this many times. */
const MIN_RUNS_PER_OPERATION = 5;
/** Every property's options; endOnFailure: see `check`. */
const ASSERT_OPTIONS = { seed: SEED, endOnFailure: true } as const;

interface Answer {
  status: number;
  body: string;
}

/** One raw HTTP request (node:http, so paths and headers go out exactly as generated). */
function send(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${options.path}`,
      { method: options.method, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Every UTF-8 byte as %XX (encodeURIComponent throws on a lone surrogate). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.body.slice(0, 300)}`;
}

// ---------------------------------------------------------------------------
// Hostile values

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff\ufffe',
  "' OR 1=1 --",
  '"; drop table articles; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nBcc: x@evil.test',
  'eve@example.com,evil.example',
  'a@b.co>x',
  '9'.repeat(40),
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  '\u202e\u0301\u200b',
  '😀'.repeat(50),
  'x'.repeat(20_000),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Any UTF-16 code unit, lone surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Sometimes a value of the wrong kind entirely. */
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(inner)) {
      const item = valueFor(inner.ofType, depth + 1);
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: 101, maxLength: 300 }) },
        {
          weight: 1,
          arbitrary: fc.integer({ min: 1_000, max: 30_000 }).map((n) => Array.from({ length: n }, () => 'k')),
        },
      );
    }
    if (isInputObjectType(inner)) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(inner.getFields());
      return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), {
        requiredKeys: [],
      });
    }
    if (isEnumType(inner)) return fc.oneof(fc.constantFrom(...inner.getValues().map((v) => v.name)), hostileString);
    if (isScalarType(inner)) {
      switch (inner.name) {
        case 'Int':
        case 'Float':
          return hostileNumber;
        case 'Boolean':
          return fc.boolean();
        case 'Upload':
          return fc.constant(null);
        default:
          return fc.oneof(hostileString, fc.integer({ min: 1, max: 99 }).map(String));
      }
    }
    return anyJson;
  })();
  const mixed = fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: anyJson });
  return isNonNullType(type)
    ? mixed
    : fc.oneof({ weight: 5, arbitrary: mixed }, { weight: 1, arbitrary: fc.constant(null) });
}

// ---------------------------------------------------------------------------
// Every public operation of the schema

interface PublicOperation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** The schema's operations anyone may call, or those only the signed-in owner may (`@admin`). */
function schemaOperations(audience: 'public' | 'admin'): PublicOperation[] {
  const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
  const isAdmin = (field: GraphQLField<unknown, unknown>) =>
    field.astNode?.directives?.some((directive) => directive.name.value === 'admin') ?? false;
  const operations: PublicOperation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {}))
      if (isAdmin(field) === (audience === 'admin') && !field.name.startsWith('__')) operations.push({ kind, field });
  }
  return operations;
}

function documentFor({ kind, field }: PublicOperation): string {
  const variables = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Every argument is always sent (null is one of a nullable argument's values), so each run exercises all of them. */
function operationRequest(
  operation: PublicOperation,
): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const query = documentFor(operation);
  const args = Object.fromEntries(operation.field.args.map((arg) => [arg.name, valueFor(arg.type)]));
  return fc.record(args).map((variables) => ({ query, variables }));
}

// ---------------------------------------------------------------------------
// Malformed multipart, broken JSON, odd paths

const headerText = fc.oneof(hostileString, fc.constantFrom('form-data; name="operations"', 'form-data; name="map"'));
const multipartPart = fc.record({
  headers: fc.array(
    fc.oneof(
      fc
        .tuple(fc.constantFrom('Content-Disposition', 'Content-Type', 'X', ''), headerText)
        .map(([k, v]) => `${k}: ${v}`),
      fc.constant('no colon here'),
      fc
        .tuple(fc.constantFrom('operations', 'map', '0', '1', ''), hostileString)
        .map(([name, file]) => `Content-Disposition: form-data; name="${name}"; filename="${file}"`),
    ),
    { maxLength: 3 },
  ),
  body: fc.oneof(
    hostileString,
    fc.constantFrom('{"query":"{ __typename }"}', '{"0":["variables.file"]}', '{"0":["x.y.z"]}', '{', '[]', 'null'),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  ),
});
const multipartRequest = fc.record({
  boundary: fc.oneof(
    fc.constant('b'),
    fc.string({ minLength: 1, maxLength: 20 }).filter((b) => !/[\r\n]/.test(b)),
  ),
  parts: fc.array(multipartPart, { maxLength: 4 }),
  end: fc.constantFrom('close', 'none', 'cut'),
});

interface MultipartRequest {
  boundary: string;
  parts: { headers: string[]; body: string }[];
  end: 'close' | 'none' | 'cut';
}

function multipartBody({ boundary, parts, end }: MultipartRequest): string {
  const text = parts.map((part) => `--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n${part.body}\r\n`).join('');
  if (end === 'close') return `${text}--${boundary}--\r\n`;
  if (end === 'cut') return text.slice(0, Math.floor(text.length / 2));
  return text;
}

const rawBodyRequest = fc.record({
  method: fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/graphql-response+json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    '',
    '\u00ff/\u00ff',
  ),
  encoding: fc.constantFrom(undefined, 'identity', 'gzip', 'br', 'deflate', 'x-made-up'),
  body: fc.oneof(
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    hostileString.map((s) => Buffer.from(s)),
    fc
      .constantFrom(
        '{"query":',
        '{"query": 1}',
        '{"query":"{ __typename }","variables":"x"}',
        '[{}]',
        '{}',
        '"\\u0000"',
      )
      .map((s) => Buffer.from(s)),
  ),
  search: fc.oneof(
    fc.constant(''),
    hostileString.map((s) => `?query=${percentEncode(s)}`),
    fc.constant('?query=%'),
  ),
});

const PATH_STARTS = [
  '/',
  '/articulos',
  '/articulos/',
  '/guias/',
  '/juegos/',
  '/sobre-mi',
  '/privacidad',
  '/compra-exitosa/',
  '/admin/',
  '/assets/',
  '/storage/',
  '/storage/articleimages/',
  '/download/',
  '/download/signed/',
  '/sitemap.xml',
  '/rss.xml',
  '/robots.txt',
  '/healthz',
  '/webhooks/',
  '/graphql',
];
const pathPiece = fc.oneof(
  fc.constantFrom(
    '%00',
    '%2e%2e%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '..',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AE',
    '%ff',
    '~',
    '//',
    ';',
  ),
  hostileString.map(percentEncode),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
);
const oddPath = fc
  .tuple(
    fc.constantFrom(...PATH_STARTS),
    fc.array(pathPiece, { maxLength: 3 }),
    fc.oneof(
      fc.constant(''),
      fc
        .tuple(fc.constantFrom('q', 'categoria', 'orden', 'pagina', 'text', 'x'), pathPiece)
        .map(([key, value]) => `?${key}=${value}`),
    ),
  )
  .map(([start, pieces, query]) => `${start}${pieces.join('/')}${query}`);

// ---------------------------------------------------------------------------

describe('a failing property', () => {
  it('reports the seed and the failing value as generated', async () => {
    const failing = fc.assert(
      fc.asyncProperty(fc.string({ minLength: 3 }), async (text) => {
        if (text.length >= 3) throw new Error('refused');
      }),
      { ...ASSERT_OPTIONS, numRuns: 5 },
    );
    await expect(failing).rejects.toThrow(new RegExp(`seed: ${SEED}[\\s\\S]*Counterexample: \\[".{3,}"\\]`));
  });
});

describe('hostile input against the running server (property-based)', () => {
  let server: E2EServer;
  let ownerCookie = '';

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });
    ownerCookie = await adminCookie(server.baseUrl);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function expectHealthy(): Promise<void> {
    const health = await send(server.baseUrl, { method: 'GET', path: '/healthz' });
    expect(health.status, 'the server must still be up').toBe(200);
  }

  function isServerFault(answer: Answer): boolean {
    return answer.status >= 500 || answer.body.includes('INTERNAL_SERVER_ERROR');
  }

  /**
   * No shrinking (endOnFailure): a request that ends the process makes every
   * later one fail too, so shrinking would report the smallest request sent
   * to a dead server, not the one that killed it. fast-check's report still
   * carries the seed and the failing request as generated.
   */
  async function check<T>(
    arbitrary: fc.Arbitrary<T>,
    request: (value: T) => Promise<Answer>,
    numRuns = RUNS,
  ): Promise<void> {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (value) => {
        const answer = await request(value);
        if (isServerFault(answer)) throw new Error(`server fault: ${describeAnswer(answer)}`);
        await expectHealthy();
      }),
      { ...ASSERT_OPTIONS, numRuns },
    );
  }

  it('walks every public operation of the schema, and no admin one', () => {
    const names = schemaOperations('public').map((operation) => operation.field.name);
    expect(names).toEqual(expect.arrayContaining(['articles', 'guide', 'login', 'rateContent', 'sendContactMessage']));
    expect(names).not.toContain('adminArticles');
  });

  /**
   * One property per operation, every argument sent in every run; `headers()`
   * adds the owner's session cookie for the admin operations.
   */
  function fuzzEach(operations: PublicOperation[], title: string, headers: () => Record<string, string>) {
    // The same total as the other properties, shared out, with a floor per operation.
    const runsPerOperation = Math.max(MIN_RUNS_PER_OPERATION, Math.ceil(RUNS / operations.length));
    it.each(operations.map((operation) => [`${operation.kind} ${operation.field.name}`, operation] as const))(
      title,
      async (_name, operation) => {
        const sent = { runs: 0, args: new Map(operation.field.args.map((arg) => [arg.name, 0])) };
        await check(
          fc.tuple(operationRequest(operation), fc.boolean()),
          ([request, asGet]) => {
            sent.runs += 1;
            for (const name of Object.keys(request.variables)) sent.args.set(name, (sent.args.get(name) ?? 0) + 1);
            const common = { 'apollo-require-preflight': 'true', ...headers() };
            if (asGet && operation.kind === 'query') {
              const search = new URLSearchParams({
                query: request.query,
                variables: JSON.stringify(request.variables),
              });
              return send(server.baseUrl, { method: 'GET', path: `/graphql?${search}`, headers: common });
            }
            return send(server.baseUrl, {
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json', ...common },
              body: JSON.stringify(request),
            });
          },
          runsPerOperation,
        );
        expect(sent.runs).toBeGreaterThanOrEqual(MIN_RUNS_PER_OPERATION);
        for (const [name, count] of sent.args)
          expect(count, `argument ${name}`).toBeGreaterThanOrEqual(MIN_RUNS_PER_OPERATION);
      },
    );
  }

  fuzzEach(schemaOperations('public'), 'answers hostile arguments of %s without a server fault', () => ({}));

  // Her own screens send what their forms allow; a stale tab, a script or a bug may send anything.
  fuzzEach(schemaOperations('admin'), 'answers hostile arguments of %s, signed in, without a server fault', () => ({
    cookie: ownerCookie,
  }));

  it('stayed signed in through the admin operations (or they proved nothing)', async () => {
    const answer = await send(server.baseUrl, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: ownerCookie },
      body: JSON.stringify({ query: '{ dashboardCounts { __typename } }' }),
    });
    expect(answer.body).not.toContain('UNAUTHENTICATED');
    expect(JSON.parse(answer.body)).toMatchObject({ data: { dashboardCounts: { __typename: expect.any(String) } } });
  });

  it('answers malformed multipart bodies without a server fault', async () => {
    await check(multipartRequest, (value) =>
      send(server.baseUrl, {
        method: 'POST',
        path: '/graphql',
        headers: {
          'content-type': `multipart/form-data; boundary=${value.boundary}`,
          'apollo-require-preflight': 'true',
        },
        body: Buffer.from(multipartBody(value), 'latin1'),
      }),
    );
  });

  it('answers broken JSON, odd content types and encodings without a server fault', async () => {
    await check(rawBodyRequest, (value) =>
      send(server.baseUrl, {
        method: value.method,
        path: `/graphql${value.search}`,
        headers: {
          'apollo-require-preflight': 'true',
          ...(value.contentType ? { 'content-type': value.contentType } : {}),
          ...(value.encoding ? { 'content-encoding': value.encoding } : {}),
        },
        body: value.method === 'GET' ? undefined : value.body,
      }),
    );
  });

  it("answers an address past the parser's 16 KB with a Spanish 431 the client reads (seed 21419 met resets)", async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await send(server.baseUrl, { method: 'GET', path: `/graphql?query=${'k'.repeat(300_000)}` });
      expect(answer).toEqual({
        status: 431,
        body: 'La dirección o los encabezados de la solicitud son demasiado largos.\n',
      });
    }
    await expectHealthy();
  });

  it('answers odd paths and query strings without a server fault', async () => {
    await check(fc.tuple(oddPath, fc.constantFrom('GET', 'HEAD', 'POST')), ([pathName, method]) =>
      send(server.baseUrl, { method, path: pathName }),
    );
  });
});
