/**
 * The Dockerfile's final stage replayed into a folder, outside Docker: exactly
 * the files it COPYs (the prod-deps stage's package files and node_modules,
 * pruned with `npm prune --omit=dev` as its `npm ci --omit=dev` would install
 * them; the build stage's outputs, from `npm run build` in this checkout;
 * migrations and schema.graphql), with its ENV and CMD. node_modules is copied
 * as hard links (fast, no network); the files npm rewrites in place are copied
 * for real first, so pruning never touches this checkout.
 * Used by check-production-build.ts; dockerfile.test.ts pins what it reads.
 */
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseCopy, parseEnv, readDockerfile, type Stage } from './dockerfile';

const WORKSPACES = ['.', 'server', 'web', 'domain'];

/** The image's WORKDIR; every absolute path the final stage names lives under it. */
const WORKDIR = '/app';
const inImage = (image: string, dest: string) =>
  path.join(image, path.posix.isAbsolute(dest) ? path.posix.relative(WORKDIR, dest) : dest);

function copyInto(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, to, { recursive: true });
}

function linkModules(root: string, relative: string, into: string): void {
  const from = path.join(root, relative, 'node_modules');
  if (!fs.existsSync(from)) return;
  const to = path.join(into, relative, 'node_modules');
  execFileSync('cp', ['-al', from, to]);
  for (const cache of ['.vite', '.cache']) fs.rmSync(path.join(to, cache), { recursive: true, force: true });
  const lock = path.join(to, '.package-lock.json');
  if (fs.existsSync(lock)) {
    const text = fs.readFileSync(lock);
    fs.rmSync(lock);
    fs.writeFileSync(lock, text);
  }
}

function stageNamed(stages: Stage[], name: string): Stage {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`Dockerfile: no stage named ${name}`);
  return stage;
}

/**
 * The build stage copies the whole repository and runs `npm run build`: the
 * same build, run here, so its outputs are this checkout's.
 */
function replayBuildStage(root: string, stage: Stage): void {
  const ops = stage.instructions.map(({ op, args }) => `${op} ${args}`);
  assert.ok(ops.includes('COPY . .'), 'the build stage copies the repository');
  assert.ok(ops.includes('RUN npm run build'), 'the build stage runs npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The production-dependencies stage, into `into`: its package files, then what `npm ci --omit=dev` installs. */
function replayDepsStage(root: string, stage: Stage, into: string): void {
  for (const { op, args } of stage.instructions) {
    if (op === 'FROM') continue;
    if (op === 'WORKDIR') assert.equal(args, WORKDIR);
    else if (op === 'COPY') {
      const copy = parseCopy(args);
      assert.equal(copy.from, null, 'the deps stage copies from the repository only');
      for (const item of copy.items) copyInto(path.join(root, item.src), path.join(into, item.dest));
    } else if (op === 'RUN' && /^npm ci --omit=dev\b/.test(args)) {
      for (const dir of WORKSPACES) linkModules(root, dir, into);
      execFileSync('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], {
        cwd: into,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } else throw new Error(`Dockerfile: the deps stage's ${op} ${args} is not understood by this check`);
  }
}

/** The final stage's file set in `image`, built from the checkout at `root`, and the environment and command it runs with. */
export function assembleImage(root: string, image: string): { env: Record<string, string>; command: string[] } {
  const stages = readDockerfile(root);
  const final = stages.at(-1)!;
  let env: Record<string, string> = {};
  let command: string[] = [];
  let built = false;
  fs.mkdirSync(image, { recursive: true });
  for (const { op, args } of final.instructions) {
    if (op === 'FROM' || op === 'USER' || op === 'VOLUME' || op === 'EXPOSE' || op === 'HEALTHCHECK') continue;
    if (op === 'WORKDIR') assert.equal(args, WORKDIR);
    else if (op === 'ENV') env = { ...env, ...parseEnv(args) };
    else if (op === 'CMD') command = JSON.parse(args) as string[];
    else if (op === 'RUN' && /^mkdir -p [^&]+&& chown [^&]+&& chmod 700 [^&]+$/.test(args)) {
      for (const dir of args.split('&&')[0]!.trim().split(' ').slice(2))
        fs.mkdirSync(inImage(image, dir), { recursive: true, mode: 0o700 });
    } else if (op === 'COPY') {
      const copy = parseCopy(args);
      for (const item of copy.items) {
        if (copy.from === null) copyInto(path.join(root, item.src), inImage(image, item.dest));
        else if (item.src === WORKDIR && item.dest === WORKDIR)
          replayDepsStage(root, stageNamed(stages, copy.from), image);
        else {
          assert.ok(
            item.src.startsWith(`${WORKDIR}/`),
            `COPY --from=${copy.from} ${item.src}: a path under ${WORKDIR}`,
          );
          if (!built) replayBuildStage(root, stageNamed(stages, copy.from));
          built = true;
          copyInto(path.join(root, path.posix.relative(WORKDIR, item.src)), inImage(image, item.dest));
        }
      }
    } else throw new Error(`Dockerfile: the final stage's ${op} ${args} is not understood by this check`);
  }
  assert.ok(command.length > 0, 'the final stage has a CMD');
  return { env, command };
}
