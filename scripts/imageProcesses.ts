/**
 * The assembled image's programs (imageReplay.ts) run as Docker would run
 * them, and how check-production-build.ts judges what they printed.
 */
import type { ChildProcess } from 'node:child_process';
import assert from 'node:assert/strict';
import { runNode, spawnServer, type Finished } from '../server/test/instances';

export interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** How the image's programs are started, from the folder it was assembled in. */
export function inImageFolder(image: string) {
  async function startServer(runEnv: NodeJS.ProcessEnv, command: string[], base: string): Promise<Server> {
    const [program, ...args] = command;
    assert.equal(program, 'node', 'the image starts the server with node');
    const { child, stop } = await spawnServer('server', args, { cwd: image, env: runEnv });
    return { base, child, stop };
  }

  /** `node <args>` in the image, as `docker compose exec app node …` runs it; stopped after 60 s. */
  function nodeInImage(runEnv: NodeJS.ProcessEnv, args: string[]): Promise<Finished> {
    return runNode(args, { cwd: image, env: runEnv, timeoutMs: 60_000 });
  }

  /** The compiled backup CLI, run as the image would run it. */
  const backupCli = (runEnv: NodeJS.ProcessEnv, args: string[]) =>
    nodeInImage(runEnv, ['server/dist/backup.js', ...args]);

  /** The compiled account and database CLI (`npm run admin` and `db:*` need tsx, absent from the image). */
  const manageCli = (runEnv: NodeJS.ProcessEnv, args: string[]) => nodeInImage(runEnv, ['server/dist/cli.js', ...args]);

  return { startServer, nodeInImage, backupCli, manageCli };
}

export function assertRan(result: Finished, output: RegExp, what: string): RegExpMatchArray {
  assert.equal(result.code, 0, `${what}: ${result.stderr}`);
  const match = `${result.stdout}${result.stderr}`.match(output);
  assert.ok(match, `${what} printed ${output}: ${result.stdout}${result.stderr}`);
  return match;
}

/** A refusal: exit 1 and one line on stderr, no stack. */
export function assertRefused(result: Finished, line: RegExp, what: string): void {
  assert.equal(result.code, 1, `${what} exits 1: ${result.stdout}${result.stderr}`);
  const lines = result.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `${what} prints one line: ${result.stderr}`);
  assert.match(lines[0]!, line, what);
}
