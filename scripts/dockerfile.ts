/**
 * Reads the Dockerfile into stages and instructions, so that
 * scripts/imageReplay.ts assembles exactly the files the final
 * stage COPYs (one source of truth: the Dockerfile itself). Only the
 * instructions this project's Dockerfile uses are understood; any other one
 * makes the check fail, so a change to the image cannot silently leave the
 * check testing something else.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  name: string | null;
  instructions: Instruction[];
}

export interface Copy {
  /** The stage copied from, or null for the build context (the repository). */
  from: string | null;
  /** Each source with where it lands (relative to WORKDIR, or absolute), as Docker places it. */
  items: { src: string; dest: string }[];
}

/** Stages in order; ARGs before the first FROM are dropped (they only pick the base image). */
export function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.op === 'FROM') {
      stages.push({ name: /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? null, instructions: [instruction] });
    } else if (stages.length > 0) {
      stages.at(-1)!.instructions.push(instruction);
    } else if (instruction.op !== 'ARG') {
      throw new Error(`Dockerfile: ${instruction.op} before the first FROM`);
    }
  }
  return stages;
}

/**
 * `COPY [--from=stage] SRC... DEST`: with several sources, or a DEST ending in
 * `/`, each source goes into DEST under its own name; otherwise SRC becomes
 * DEST (a directory's contents are copied into it). No globs, no other flags.
 */
export function parseCopy(args: string): Copy {
  const words = args.split(' ');
  const from = words[0]?.startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
  const dest = words.pop();
  if (!dest || words.length === 0 || [...words, dest].some((word) => word.startsWith('--') || /[*?[]/.test(word)))
    throw new Error(`Dockerfile: COPY ${args}: only "COPY [--from=stage] SRC... DEST" without globs is understood`);
  const intoDirectory = words.length > 1 || dest.endsWith('/');
  return {
    from,
    items: words.map((src) => ({
      src,
      dest: intoDirectory ? path.posix.join(dest, path.posix.basename(src)) : dest,
    })),
  };
}

/** `ENV A=1 B=2` as an object. */
export function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(' ').map((pair) => {
      const [name, ...value] = pair.split('=');
      if (!name || value.length === 0) throw new Error(`Dockerfile: ENV ${args}: only NAME=value pairs are understood`);
      return [name, value.join('=')];
    }),
  );
}

export function readDockerfile(root: string): Stage[] {
  return parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
}
