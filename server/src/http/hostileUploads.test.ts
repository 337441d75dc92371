/**
 * Malformed, cut-off and abandoned uploads from a signed-in owner. Anonymous
 * uploads never get this far: the @admin gate refuses the mutation before any
 * resolver waits for a file (checked below), so these are the requests whose
 * files a resolver actually awaits, through services/media/uploads.ts. Each
 * must be the client's error: a 4xx, or a GraphQL error with code
 * BAD_USER_INPUT and a Spanish message; never a 5xx or INTERNAL_SERVER_ERROR,
 * never an error-level log line; and the server goes on answering /healthz.
 *
 * The property-based suite generates the forms (fixed seed, so it repeats).
 * Its files stay small: an unread file larger than the parser's stream buffer,
 * mapped where no resolver reads it and sent before a file one waits for,
 * holds the form until the client leaves or Node's request timeout ends it
 * (http/uploadRequest.ts); a slow request, not an error, and this suite
 * asserts on answers.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { UPLOAD_MESSAGES } from '@crecer/domain/uploadRules';
import { pdfBytes, pngBytes } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { cookieFrom, nextResponseClosed, postGraphQL, startHttp } from '../../test/http';
import { desc } from 'drizzle-orm';
import { categories, mediaAssets } from '../db/schema';
import { MAX_ENCODED_SIDE } from '../services/media';
import { upsertUser, SESSION_COOKIE } from '../services/auth';

const SEED = 20_261_132;
const RUNS = 150;
const BOUNDARY = 'b0undary';

interface Answer {
  status: number;
  body: string;
}

type FilePart = { field: string; filename: string; type: string; body: Buffer };

function textPart(name: string, value: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8');
}

function filePart({ field, filename, type, body }: FilePart): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), body, Buffer.from('\r\n')]);
}

const CLOSING = Buffer.from(`--${BOUNDARY}--\r\n`);

/** A form's parts in the spec's order: operations, map, then each file. */
function formParts(operations: string, map: string, files: FilePart[] = []): Buffer[] {
  return [textPart('operations', operations), textPart('map', map), ...files.map((file) => filePart(file))];
}

/** A whole form: its parts and the closing boundary. */
function form(operations: string, map: string, files: FilePart[] = []): Buffer {
  return Buffer.concat([...formParts(operations, map, files), CLOSING]);
}

const IMAGE_MAP = '{"0":["variables.input.image"]}';

const ARTICLE_MUTATION = 'mutation A($input: ArticleInput!) { createArticle(input: $input) { id } }';
const GUIDE_MUTATION = 'mutation G($input: GuideInput!) { createGuide(input: $input) { id } }';
const SETTINGS_MUTATION =
  'mutation S($changes: [SiteConfigChange!]!) { saveSiteConfiguration(changes: $changes) { key } }';

describe('hostile uploads from a signed-in owner', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof startHttp>>;
  let cookie = '';
  let categoryId = '';
  let png: Buffer;
  let errorLog: MockInstance;
  /** Every operation Apollo ran, to wait for the ones whose client left. */
  const executions: Promise<unknown>[] = [];

  beforeAll(async () => {
    app = await createTestApp('pglite', { seed: false });
    await upsertUser(app.runtime.services.db, 'duena@example.com', 'clave-larga-123');
    const [category] = await app.runtime.services.db.insert(categories).values({ name: 'Crianza' }).returning();
    categoryId = String(category?.id);
    png = await pngBytes(16, 16);
    server = await startHttp(app);
    const login = await postGraphQL(server.url, {
      query: 'mutation L { login(email: "duena@example.com", password: "clave-larga-123") { id } }',
    });
    cookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    errorLog = vi.spyOn(app.runtime.services.logger, 'error');
    const execute = app.apollo.executeHTTPGraphQLRequest.bind(app.apollo);
    vi.spyOn(app.apollo, 'executeHTTPGraphQLRequest').mockImplementation((request) => {
      const execution = execute(request);
      executions.push(execution);
      return execution;
    });
  });
  beforeEach(() => errorLog.mockClear());
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await app?.close();
  });

  const articleInput = () => ({
    title: 'Con imagen',
    summary: 'Resumen',
    content: '<p>Texto</p>',
    categoryId,
    categoryPosition: 'TOP_RIGHT',
    image: null,
  });
  const guideInput = () => ({
    title: 'Guía',
    description: 'Descripción',
    categoryId,
    categoryPosition: 'TOP_RIGHT',
    image: null,
    pdf: null,
  });
  const articleOperations = () => JSON.stringify({ query: ARTICLE_MUTATION, variables: { input: articleInput() } });
  const guideOperations = () => JSON.stringify({ query: GUIDE_MUTATION, variables: { input: guideInput() } });

  /** The headers of a form POSTed as the web client does, announcing `length` bytes. */
  function formHeaders(length: number, withCookie = true): http.OutgoingHttpHeaders {
    return {
      ...(withCookie ? { cookie } : {}),
      'apollo-require-preflight': 'true',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': length,
    };
  }

  /** GETs `path`, or POSTs `body` to it as a form; the whole answer. */
  function send(
    path: string,
    {
      body,
      withCookie = true,
      agent = false,
    }: { body?: Buffer; withCookie?: boolean; agent?: http.Agent | false } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${server.url}${path}`,
        { method: body ? 'POST' : 'GET', agent, headers: body ? formHeaders(body.length, withCookie) : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** POSTs `body` as a whole form (a truncated body is sent with its own, shorter Content-Length). */
  const post = (body: Buffer, withCookie = true) => send('/graphql', { body, withCookie });

  /**
   * Announces the whole body, sends its first `sent` bytes and leaves; resolves
   * once the server has closed that response and finished every operation it
   * started (so anything it logs about the request has been logged).
   */
  async function abandon(body: Buffer, sent: number): Promise<void> {
    const closed = nextResponseClosed(server.server);
    const req = http.request(`${server.url}/graphql`, {
      method: 'POST',
      agent: false,
      headers: formHeaders(body.length),
    });
    req.on('error', () => {}); // the client is the one leaving
    server.server.once('request', () => setImmediate(() => req.destroy()));
    req.flushHeaders();
    req.write(body.subarray(0, sent));
    await closed;
    await Promise.allSettled(executions.splice(0));
    await new Promise((resolve) => setImmediate(resolve));
  }

  async function expectAlive(): Promise<void> {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }

  /** What is wrong with an answer to a hostile upload, or null when it is the client's error (or a success). */
  function serverFault(answer: Answer): string | null {
    const shown = `${answer.status} ${answer.body.slice(0, 300)}`;
    if (answer.status >= 500 || answer.body.includes('INTERNAL_SERVER_ERROR')) return `server fault: ${shown}`;
    if (answer.status >= 400) return null;
    let json: { data?: unknown; errors?: { extensions?: { code?: unknown } }[] };
    try {
      json = JSON.parse(answer.body) as typeof json;
    } catch {
      return `not JSON: ${shown}`;
    }
    const codes = (json.errors ?? []).map((error) => error.extensions?.code);
    if (codes.some((code) => code !== 'BAD_USER_INPUT')) return `not BAD_USER_INPUT: ${shown}`;
    return null;
  }

  function firstError(answer: Answer): { message?: string; code?: unknown } {
    const json = JSON.parse(answer.body) as { errors?: { message: string; extensions?: { code?: unknown } }[] };
    return { message: json.errors?.[0]?.message, code: json.errors?.[0]?.extensions?.code };
  }

  /** A form whose file never came whole: her error, in Spanish; nothing logged; the server up. */
  async function expectNotReceived(answer: Answer): Promise<void> {
    expect(answer.status).toBe(200);
    expect(firstError(answer)).toEqual({ message: UPLOAD_MESSAGES.notReceived, code: 'BAD_USER_INPUT' });
    expect(errorLog).not.toHaveBeenCalled();
    await expectAlive();
  }

  describe('the cases reported in issue #32', () => {
    it('a map that names a file never sent is BAD_USER_INPUT', async () => {
      await expectNotReceived(await post(form(articleOperations(), IMAGE_MAP)));
    });

    it('a body cut off inside the file is BAD_USER_INPUT', async () => {
      const head = Buffer.concat(formParts(articleOperations(), IMAGE_MAP));
      const whole = form(articleOperations(), IMAGE_MAP, [
        { field: '0', filename: 'foto.png', type: 'image/png', body: png },
      ]);
      await expectNotReceived(await post(whole.subarray(0, head.length + 120)));
    });

    it('a NUL in a file name is BAD_USER_INPUT', async () => {
      const answer = await post(
        form(articleOperations(), IMAGE_MAP, [
          { field: '0', filename: 'fo\u0000to.png', type: 'image/png', body: png },
        ]),
      );
      await expectNotReceived(answer);
    });
  });

  it.each([
    ['far taller than wide', 1, 40_000],
    ['far wider than tall', 40_000, 1],
  ])(
    "stores a picture %s, its copies within WebP's largest side (it had failed inside the encoder)",
    async (_name, width, height) => {
      const strip = await pngBytes(width, height);
      const answer = await post(
        form(articleOperations(), IMAGE_MAP, [{ field: '0', filename: 'tira.png', type: 'image/png', body: strip }]),
      );
      expect(JSON.parse(answer.body)).toMatchObject({ data: { createArticle: { id: expect.any(String) } } });
      const [asset] = await app.runtime.services.db.select().from(mediaAssets).orderBy(desc(mediaAssets.id)).limit(1);
      expect(asset).toMatchObject({ width, height });
      const copies = [...asset!.variants, asset!.jpegCopy!];
      expect(Math.max(...copies.map((copy) => Math.max(copy.width, copy.height)))).toBeLessThanOrEqual(
        MAX_ENCODED_SIDE,
      );
      expect(errorLog).not.toHaveBeenCalled();
    },
  );

  it('one file mapped to two variables is BAD_USER_INPUT (its stream can be read once)', async () => {
    const answer = await post(
      form(guideOperations(), '{"0":["variables.input.image","variables.input.pdf"]}', [
        { field: '0', filename: 'guia.pdf', type: 'application/pdf', body: pdfBytes() },
      ]),
    );
    expect(firstError(answer).code).toBe('BAD_USER_INPUT');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('a file no resolver reads beside a file that never came is BAD_USER_INPUT, not a request left waiting', async () => {
    const answer = await post(
      // "1" lands where nothing reads it (no such variable); "0" is never sent.
      form(articleOperations(), '{"0":["variables.input.image"],"1":["variables.unused"]}', [
        { field: '1', filename: 'foto.png', type: 'image/png', body: png },
      ]),
    );
    expect(firstError(answer)).toEqual({ message: UPLOAD_MESSAGES.notReceived, code: 'BAD_USER_INPUT' });
  });

  it('reads the rest of a form whose files were never opened, so the connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const noCategory = { ...articleInput(), categoryId: null, categoryPosition: null };
    // Refused before the cover is read; the cover is larger than any stream buffer.
    const refused = await send('/graphql', {
      agent,
      body: form(JSON.stringify({ query: ARTICLE_MUTATION, variables: { input: noCategory } }), IMAGE_MAP, [
        { field: '0', filename: 'foto.png', type: 'image/png', body: Buffer.alloc(1_000_000, 1) },
      ]),
    });
    expect(firstError(refused).code).toBe('BAD_USER_INPUT');
    // One socket only: the next request waits for the first one's body to be read.
    expect((await send('/healthz', { agent })).status).toBe(200);
    agent.destroy();
  });

  it('an owner who leaves mid-upload leaves no error in the log, and the server goes on', async () => {
    const body = form(guideOperations(), '{"0":["variables.input.pdf"]}', [
      { field: '0', filename: 'guia.pdf', type: 'application/pdf', body: pdfBytes(300_000) },
    ]);
    await abandon(body, Math.floor(body.length / 2));
    expect(errorLog).not.toHaveBeenCalled();
    await expectAlive();
  });

  it.each([
    ['the owner', true],
    ['a stranger', false],
  ])(
    'a file mapped over a whole input and inside it is refused at once for %s (the input guard had walked the loop it makes for seconds)',
    async (_who, withCookie) => {
      // The library sets variables.input to the file's placeholder, then the placeholder's own
      // `image` to itself; "2" never comes.
      const answer = await post(
        form(articleOperations(), '{"2":["variables.input","variables.input.image"]}', [
          { field: '0', filename: 'foto.png', type: 'image/png', body: png },
        ]),
        withCookie,
      );
      expect(serverFault(answer)).toBeNull();
      // The input is no ArticleInput: refused before any resolver, signed in or not.
      expect(firstError(answer).code).toBe('BAD_USER_INPUT');
      expect(errorLog).not.toHaveBeenCalled();
      await expectAlive();
    },
  );

  it('an anonymous upload with a missing file is refused by the admin gate, not as an internal error', async () => {
    const answer = await post(form(articleOperations(), IMAGE_MAP), false);
    expect(firstError(answer).code).toBe('UNAUTHENTICATED');
  });

  describe('generated hostile forms (property-based)', () => {
    // Names and file names with NUL, control characters, quotes and separators.
    const hostileName = fc.oneof(
      fc.constantFrom('0', '1', '2'),
      fc.string({
        unit: fc.oneof(
          fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\r', '\n', '\t', '"', '\\', ';', '='),
          fc.string({ minLength: 1, maxLength: 1 }),
        ),
        maxLength: 12,
      }),
    );
    const WRONG_PATHS = [
      'variables.input',
      'variables',
      'query',
      'operationName',
      'variables.input.title',
      'variables.input.title.0',
      'variables.input.image.x',
      'variables.nothing.here',
      'variables..image',
      'variables.__proto__.x',
      'variables.input.constructor',
      '',
      ' ',
    ];
    const uploadSlot = fc.constantFrom(null, null, null, undefined, 'x', {}, 1);
    /** The three mutations that take files: their operations, and where their files go. */
    const OPERATIONS = [
      {
        paths: ['variables.input.image'],
        operations: uploadSlot.map((image) =>
          JSON.stringify({ query: ARTICLE_MUTATION, variables: { input: { ...articleInput(), image } } }),
        ),
      },
      {
        paths: ['variables.input.image', 'variables.input.pdf'],
        operations: fc
          .tuple(uploadSlot, uploadSlot)
          .map(([image, pdf]) =>
            JSON.stringify({ query: GUIDE_MUTATION, variables: { input: { ...guideInput(), image, pdf } } }),
          ),
      },
      {
        paths: ['variables.changes.0.image', 'variables.changes.1.image'],
        operations: fc.constant(
          JSON.stringify({
            query: SETTINGS_MUTATION,
            variables: {
              changes: ['home_hero_main_image_url', 'home_hero_secondary_image_url'].map((key) => ({
                key,
                image: null,
              })),
            },
          }),
        ),
      },
    ];
    const BROKEN_JSON = ['{', '[]', 'null', '{"query":1}', '[{"query":"{ __typename }"}]', ''];
    const BROKEN_MAPS = ['{', '[]', 'null', '{"0":"x"}', '{"0":[1]}', '{"0":[]}', ''];
    const ALL_PATHS = OPERATIONS.flatMap((operation) => operation.paths);

    const fileBody = fc.oneof(
      fc.constant('png' as const),
      fc.constant('pdf' as const),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    );
    const file = fc.record({
      field: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('0', '1', '2') }, { weight: 1, arbitrary: hostileName }),
      filename: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('foto.png', 'guia.pdf', '') },
        { weight: 1, arbitrary: hostileName },
      ),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', ''),
      body: fileBody,
    });

    /** A form for one mutation: mostly its own paths, sometimes another's, a wrong or hostile one. */
    function formFor({ paths, operations }: (typeof OPERATIONS)[number]) {
      const mapPath = fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...paths) },
        { weight: 1, arbitrary: fc.constantFrom(...ALL_PATHS) },
        { weight: 1, arbitrary: fc.constantFrom(...WRONG_PATHS) },
        { weight: 1, arbitrary: hostileName },
      );
      const mapKey = fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom('0', '1', '2') },
        { weight: 1, arbitrary: hostileName },
      );
      // Written out entry by entry, so the same key can appear twice (JSON.parse keeps the last).
      const map = fc.oneof(
        {
          weight: 12,
          arbitrary: fc
            .array(fc.tuple(mapKey, fc.array(mapPath, { minLength: 1, maxLength: 2 })), { maxLength: 3 })
            .map(
              (entries) =>
                `{${entries.map(([key, keyPaths]) => `${JSON.stringify(key)}:${JSON.stringify(keyPaths)}`).join(',')}}`,
            ),
        },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_MAPS) },
      );
      return fc.record({
        operationsName: fc.oneof(
          { weight: 15, arbitrary: fc.constant('operations') },
          { weight: 1, arbitrary: hostileName },
        ),
        operations: fc.oneof(
          { weight: 15, arbitrary: operations },
          { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON) },
        ),
        mapName: fc.oneof({ weight: 15, arbitrary: fc.constant('map') }, { weight: 1, arbitrary: hostileName }),
        map,
        files: fc.array(file, { maxLength: 4 }),
        order: fc.constantFrom('spec', 'spec', 'spec', 'spec', 'spec', 'filesFirst', 'mapFirst'),
        end: fc.constantFrom('whole', 'whole', 'whole', 'truncated', 'aborted', 'unclosed'),
        cut: fc.nat(),
      });
    }
    const form = fc.oneof(...OPERATIONS.map(formFor));
    type Form = typeof form extends fc.Arbitrary<infer T> ? T : never;

    function encode(value: Form): Buffer {
      const operations = textPart(value.operationsName, value.operations);
      const map = textPart(value.mapName, value.map);
      const files = value.files.map((part) =>
        filePart({
          ...part,
          body: part.body === 'png' ? png : part.body === 'pdf' ? pdfBytes() : part.body,
        }),
      );
      const parts =
        value.order === 'filesFirst'
          ? [...files, operations, map]
          : value.order === 'mapFirst'
            ? [map, operations, ...files]
            : [operations, map, ...files];
      return Buffer.concat(value.end === 'unclosed' ? parts : [...parts, CLOSING]);
    }

    it('answers every form as the client’s error, logs no error, and stays up', async () => {
      const seen = { notReceived: 0, accepted: 0, refused: 0, aborted: 0 };
      await fc.assert(
        fc.asyncProperty(form, async (value) => {
          const body = encode(value);
          if (value.end === 'aborted') {
            seen.aborted += 1;
            await abandon(body, value.cut % body.length);
          } else {
            const answer = await post(value.end === 'truncated' ? body.subarray(0, value.cut % body.length) : body);
            const fault = serverFault(answer);
            if (fault) throw new Error(fault);
            if (answer.status >= 400) seen.refused += 1;
            else if (answer.body.includes(UPLOAD_MESSAGES.notReceived)) seen.notReceived += 1;
            else if (!answer.body.includes('"errors"')) seen.accepted += 1;
          }
          if (errorLog.mock.calls.length > 0)
            throw new Error(`error logged: ${JSON.stringify(errorLog.mock.calls[0])}`);
          await expectAlive();
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The generator reaches every outcome: refused before Apollo, a resolver's missing or
      // broken file, a well-formed upload stored, and a client that left.
      expect(seen.refused).toBeGreaterThan(0);
      expect(seen.notReceived).toBeGreaterThan(0);
      expect(seen.accepted).toBeGreaterThan(0);
      expect(seen.aborted).toBeGreaterThan(0);
    }, 180_000);
  });
});
