/**
 * E2E lanes: each lane is a server of its own (its own PGlite database, demo
 * content, admin account and fake Mercado Pago), and the files of one lane run
 * one after another on it, as the whole suite did on one server. Files of
 * different lanes run at the same time but never share a database, so an admin
 * file's writes are only ever seen by the files of its own lane, one at a time
 * (docs/testing.md).
 */
import os from 'node:os';

/** At most this many: each lane is a Chromium, a vitest worker and a server rendering pages. */
const MAX_LANES = 4;

/**
 * E2E_LANES when set; otherwise one lane per two cores (a lane keeps about two
 * cores busy at its peaks: Chromium rendering and the server answering it).
 */
export function e2eLanes(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): number {
  const asked = Number.parseInt(env.E2E_LANES ?? '', 10);
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, MAX_LANES);
  return Math.max(1, Math.min(MAX_LANES, Math.floor(cores / 2)));
}

/** What a lane's files talk to. */
export interface Lane {
  baseUrl: string;
  mercadoPagoUrl: string;
}
