/**
 * The private detail of graphql-upload-minimal that uploadRequest.ts relies on:
 * processRequest pipes the request, synchronously, into a busboy parser that
 * emits each file as a stream. An upgrade that changes it fails here, by
 * name, instead of quietly turning off the three fixes (hostileUploads.test.ts
 * covers what they do).
 */
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { createRequire } from 'node:module';
import { Upload } from 'graphql-upload-minimal';
import { afterEach, describe, expect, it } from 'vitest';
import { processRequestWithParser, type ParsedUploadRequest } from './uploadRequest';

/** The version whose processRequest.js was read for uploadRequest.ts; on an upgrade, read it again. */
const CHECKED_VERSION = '1.6.4';

const BOUNDARY = 'seam';
const FORM = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
  '{"query":"mutation($f: Upload!) { up(f: $f) }","variables":{"f":null}}\r\n',
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  'hola\r\n',
  `--${BOUNDARY}--\r\n`,
].join('');

interface Seen {
  parsed: ParsedUploadRequest;
  req: IncomingMessage;
  fileStreams: unknown[];
  operations: unknown;
}

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Sends the form to a server that hands the request to processRequestWithParser. */
async function sendForm(contentType: string): Promise<Seen> {
  const seen = new Promise<Seen>((resolve) => {
    server = http.createServer((req, res) => {
      const parsed = processRequestWithParser(req, res, {});
      const fileStreams: unknown[] = [];
      parsed.parser?.on('file', (_name: string, stream: Readable) => {
        fileStreams.push(stream);
        stream.resume();
      });
      const finish = (operations: unknown) => {
        res.end('ok');
        resolve({ parsed, req, fileStreams, operations });
      };
      parsed.operations.then(
        (operations) => (req.readableEnded ? finish(operations) : req.once('end', () => finish(operations))),
        (error: unknown) => finish(error),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server!.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: FORM,
  });
  await response.text();
  return seen;
}

describe("graphql-upload-minimal's parser, as uploadRequest.ts reaches it", () => {
  it('is the version read for it, pinned exactly', () => {
    const require = createRequire(import.meta.url);
    const installed = (require('graphql-upload-minimal/package.json') as { version: string }).version;
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['graphql-upload-minimal']).toBe(CHECKED_VERSION);
    expect(installed).toBe(CHECKED_VERSION);
  });

  it('is the writable the request is piped into, and emits each file as a stream', async () => {
    const { parsed, req, fileStreams, operations } = await sendForm(`multipart/form-data; boundary=${BOUNDARY}`);
    expect(parsed.parser).toBeInstanceOf(Writable);
    expect(typeof parsed.parser?.writableLength).toBe('number');
    expect(fileStreams).toHaveLength(1);
    expect(fileStreams[0]).toBeInstanceOf(Readable);
    // The file stands in the operations at the map's path as an Upload, which uploadRequest.ts settles.
    const upload = (operations as { variables: { f: unknown } }).variables.f;
    expect(upload).toBeInstanceOf(Upload);
    expect(typeof (upload as { reject?: unknown }).reject).toBe('function');
    // The request's own pipe is back once processRequest has started the parser.
    expect(Object.hasOwn(req, 'pipe')).toBe(false);
  });

  it('is not reached when the library refuses the request before parsing', async () => {
    const { parsed, req, operations } = await sendForm('text/plain');
    expect(parsed.parser).toBeUndefined();
    expect(operations).toMatchObject({ status: 400 });
    expect(Object.hasOwn(req, 'pipe')).toBe(false);
  });
});
