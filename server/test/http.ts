import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Router } from 'express';
import { createHttpApp } from '../src/http/app';
import type { TestApp } from './harness';

/** Serves a TestApp over real HTTP on a random loopback port; `web` serves the pages (test/fakeWebBuild.ts). */
export async function startHttp(
  app: TestApp,
  web?: Router,
): Promise<{ url: string; server: http.Server; close(): Promise<void> }> {
  const server = http.createServer(
    createHttpApp({ runtime: app.runtime, apollo: app.apollo, isShuttingDown: () => false, web }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POSTs a GraphQL operation as the web client does (JSON + preflight header). */
export async function postGraphQL(
  url: string,
  body: { query: string; variables?: Record<string, unknown>; operationName?: string } | unknown[],
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    response,
    json: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

/** "name=value" of the first Set-Cookie named `name`, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
}

/**
 * POSTs a GraphQL operation from a given loopback address (127.0.0.x), as
 * another client would: the socket's own source address, not a header.
 */
export function postGraphQLFrom(
  url: string,
  localAddress: string,
  body: { query: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  setCookies: string[];
  json: { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            setCookies: res.headers['set-cookie'] ?? [],
            json: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Resolves once the server has closed the response of the next request it
 * receives, and the callbacks that closing queued have run: what a test
 * waits for before asserting what the server did about a client that left.
 */
export function nextResponseClosed(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.once('request', (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res.once('close', () => setImmediate(resolve)),
    );
  });
}

export interface FilePart {
  /** The variable the file fills, e.g. `variables.input.image`. */
  path: string;
  bytes: Buffer;
  name: string;
  type: string;
}

/** POSTs a GraphQL operation with files as the web client does (multipart request spec). */
export async function postMultipart(
  url: string,
  body: { query: string; variables: Record<string, unknown> },
  files: FilePart[],
  cookie?: string,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify(body));
  form.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [String(i), [f.path]]))));
  files.forEach((f, i) => form.append(String(i), new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name));
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: form,
  });
  return {
    response,
    json: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}
