import { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUploadLink } from './uploadLink';

/** A stand-in for the browser's XMLHttpRequest that records the request and replays a response. */
class FakeXhr {
  static DONE = 4;
  static last: FakeXhr | null = null;
  static response = { status: 200, body: '{"data":{"createArticle":{"id":"7"}}}' };
  readyState = 0;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.readyState = FakeXhr.DONE;
    this.status = FakeXhr.response.status;
    this.responseText = FakeXhr.response.body;
    this.onload?.();
  }
  abort() {}
}

const query = parse('mutation CreateArticle($input: ArticleInput!) { createArticle(input: $input) { id } }');

function run(variables: Record<string, unknown>, onUploadProgress?: (fraction: number) => void) {
  const link = createUploadLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
  return firstValueFrom(
    ApolloLink.execute(link, { query, variables, context: { onUploadProgress } }, { client: {} as never }),
  );
}

describe('createUploadLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts a multipart request with the preflight header and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const image = new File(['png'], 'portada.png', { type: 'image/png' });
    const result = await run({ input: { title: 'Hola', image } }, (fraction) => progress.push(fraction));

    expect(result).toEqual({ data: { createArticle: { id: '7' } } });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/graphql', true]);
    expect(xhr.headers).toEqual({ 'apollo-require-preflight': 'true' });
    expect([...(xhr.body as FormData).keys()]).toEqual(['operations', 'map', '0']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('passes GraphQL errors through and fails on a response that is not GraphQL', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const image = new File(['png'], 'portada.png', { type: 'image/png' });
    FakeXhr.response = { status: 200, body: '{"data":null,"errors":[{"message":"El título es obligatorio."}]}' };
    await expect(run({ input: { image } })).resolves.toMatchObject({
      errors: [{ message: 'El título es obligatorio.' }],
    });
    FakeXhr.response = { status: 413, body: 'Payload Too Large' };
    await expect(run({ input: { image } })).rejects.toThrow('La subida falló (HTTP 413).');
  });
});
