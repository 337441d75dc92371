/**
 * A terminating link for operations that carry files: it sends the multipart
 * request with XMLHttpRequest, because fetch cannot report upload progress and
 * the owner should see a progress bar while a 10 MB PDF goes up.
 */
import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { buildMultipartBody } from './extractFiles';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Called with the uploaded fraction (0..1) while a multipart request is sent. */
    onUploadProgress?: (fraction: number) => void;
  }
}

export interface UploadLinkOptions {
  uri: string;
  headers: Record<string, string>;
}

function parseResult(xhr: XMLHttpRequest): ApolloLink.Result | Error {
  try {
    const body = JSON.parse(xhr.responseText) as ApolloLink.Result;
    if (body && typeof body === 'object' && ('data' in body || 'errors' in body)) return body;
  } catch {
    // fall through to the HTTP error below
  }
  return new Error(`La subida falló (HTTP ${xhr.status}).`);
}

export function createUploadLink({ uri, headers }: UploadLinkOptions): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const body = buildMultipartBody(
          { query: print(operation.query), operationName: operation.operationName },
          operation.variables,
        );
        if (!body) {
          observer.error(new Error('No file provided for upload.'));
          return undefined;
        }
        const { onUploadProgress } = operation.getContext();
        const xhr = new XMLHttpRequest();
        xhr.open('POST', uri);
        xhr.withCredentials = true;
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && onUploadProgress) onUploadProgress(event.loaded / event.total);
        };
        xhr.onload = () => {
          const result = parseResult(xhr);
          if (result instanceof Error) {
            observer.error(result);
            return;
          }
          onUploadProgress?.(1);
          observer.next(result);
          observer.complete();
        };
        xhr.onerror = () => observer.error(new Error('Error de red al subir el archivo.'));
        xhr.send(body);
        return () => {
          if (xhr.readyState !== XMLHttpRequest.DONE) xhr.abort();
        };
      }),
  );
}
