/**
 * The embedded database (PGlite) belongs to the one process that opened it:
 * while the server runs, a second process must not open its files. So the
 * backup command asks the running server for the archive, as the owner's
 * "Descargar copia de seguridad" button does, signing in with ADMIN_EMAIL and
 * ADMIN_PASSWORD.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { SESSION_COOKIE } from '../auth/sessions';

/** Where the running server hands the owner her archive (http/adminBackup.ts serves it). */
export const ADMIN_BACKUP_PATH = '/download/admin/backup';

/** Whether a server answers /healthz at `baseUrl` (within two seconds). */
export async function serverIsRunning(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export async function downloadBackup(
  baseUrl: string,
  credentials: { email: string | undefined; password: string | undefined },
  out: Writable,
): Promise<void> {
  if (!credentials.email || !credentials.password)
    throw new Error(
      'The server is running on the embedded database: set ADMIN_EMAIL and ADMIN_PASSWORD so the backup can be taken through it, or use "Descargar copia de seguridad" in the admin.',
    );
  const login = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query:
        'mutation BackupLogin($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
      variables: credentials,
    }),
  });
  const session = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!session) throw new Error(`Signing in as ${credentials.email} failed: ${await login.text()}`);
  const response = await fetch(`${baseUrl}${ADMIN_BACKUP_PATH}`, { headers: { cookie: session } });
  if (!response.ok || !response.body) throw new Error(`The server refused the backup: HTTP ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), out);
}
