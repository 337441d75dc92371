/**
 * scripts/imageReplay.ts replays the Dockerfile's final stage
 * through this parser: these tests pin that the parser reads the real
 * Dockerfile into the file set the image has, and refuses what it cannot
 * replay instead of skipping it.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCopy, parseDockerfile, parseEnv, readDockerfile } from './dockerfile';

const root = path.resolve(import.meta.dirname, '..');

describe('the Dockerfile as the production check reads it', () => {
  const stages = readDockerfile(root);
  const final = stages.at(-1)!;

  it('finds the final stage and exactly the files it copies', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'prod-deps', null]);
    const copies = final.instructions
      .filter((instruction) => instruction.op === 'COPY')
      .flatMap(({ args }) => {
        const copy = parseCopy(args);
        return copy.items.map((item) => `${copy.from ?? 'context'}:${item.src} -> ${item.dest}`);
      });
    expect(copies).toEqual([
      'prod-deps:/app -> /app',
      'build:/app/server/dist -> server/dist',
      'build:/app/web/dist -> web/dist',
      'build:/app/web/dist-ssr -> web/dist-ssr',
      'context:migrations -> migrations',
      'context:schema.graphql -> schema.graphql',
    ]);
    const env = Object.assign({}, ...final.instructions.filter((i) => i.op === 'ENV').map((i) => parseEnv(i.args)));
    expect(env).toMatchObject({ NODE_ENV: 'production' });
    expect(final.instructions.find((i) => i.op === 'CMD')?.args).toBe('["node", "server/dist/main.js"]');
  });

  it('reads the deps stage: package files into their folders, then npm ci --omit=dev', () => {
    const deps = stages.find((stage) => stage.name === 'prod-deps')!;
    const copied = deps.instructions
      .filter((i) => i.op === 'COPY')
      .flatMap((i) => parseCopy(i.args).items.map((item) => item.dest));
    expect(copied).toEqual([
      'package.json',
      'package-lock.json',
      'server/package.json',
      'web/package.json',
      'domain/package.json',
    ]);
    expect(deps.instructions.some((i) => i.op === 'RUN' && i.args.startsWith('npm ci --omit=dev'))).toBe(true);
  });

  it('joins continued lines, drops comments and the ARGs that pick the base image', () => {
    const [stage] = parseDockerfile('ARG BASE=node:22\n# note\nFROM ${BASE} AS one\nRUN a \\\n  && b\n');
    expect(stage).toEqual({
      name: 'one',
      instructions: [
        { op: 'FROM', args: '${BASE} AS one' },
        { op: 'RUN', args: 'a && b' },
      ],
    });
  });

  it('refuses COPY forms it cannot replay', () => {
    expect(() => parseCopy('--chown=node:node a b')).toThrow(/only "COPY \[--from=stage\] SRC\.\.\. DEST"/);
    expect(() => parseCopy('*.json ./')).toThrow(/without globs/);
    expect(() => parseCopy('only-one')).toThrow();
  });
});
