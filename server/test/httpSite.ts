/**
 * A TestApp with its owner's account, served over real HTTP: the setup of the
 * suites that sign in as a browser does. Apart from http.ts, which scripts and
 * the e2e suite import without the test harness.
 */
import { upsertUser } from '../src/services/auth';
import type { TestDatabaseKind } from './databases';
import { createTestApp, type TestApp, type TestAppOptions } from './harness';
import { startHttp } from './http';

export type HttpTestServer = Awaited<ReturnType<typeof startHttp>>;

/** A TestApp (not seeded unless `options` says so) with one account, served over HTTP. Close it with closeHttpSite. */
export async function openHttpSiteWithAccount(
  kind: TestDatabaseKind,
  account: { email: string; password: string },
  options: TestAppOptions = {},
): Promise<{ app: TestApp; server: HttpTestServer }> {
  const app = await createTestApp(kind, { seed: false, ...options });
  await upsertUser(app.runtime.services.db, account.email, account.password);
  return { app, server: await startHttp(app) };
}

/** Stops the server, then the app (either may be missing when opening failed). */
export async function closeHttpSite(server: HttpTestServer | undefined, app: TestApp | undefined): Promise<void> {
  await server?.close();
  await app?.close();
}
