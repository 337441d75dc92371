/**
 * The repository paths the docs name, so a test can say which no longer exist
 * (scripts/docPaths.test.ts). A path is a backticked token that starts at the
 * repository root (`server/src/main.ts`, `web/e2e/*.e2e.ts`, `docs/spec/`,
 * `package.json`), a Markdown link to a file, or shorthand for a file under
 * one of the source folders the docs abbreviate (`lib/pageQuery.ts` for
 * `web/src/lib/pageQuery.ts`, `shared/rowActions.tsx` under the admin
 * feature): shorthand passes when it exists under any of them.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Folders that only exist after a build or a run (the folders .gitignore lists): named in docs, absent from a clone. */
const GENERATED = fs
  .readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'));
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist']);
/** Where the docs' shorthand paths start. */
const SOURCE_ROOTS = ['web/src', 'web/src/features/admin', 'server/src'];

export interface NamedPath {
  doc: string;
  line: number;
  /** As written in the doc. */
  text: string;
  /** Relative to the repository root, without line numbers or anchors; shorthand has one per source folder. */
  candidates: string[];
}

/** The Markdown files whose paths are checked: README.md and docs/*.md (the spec is copied, not written here). */
export function docFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

function rootEntries(): Set<string> {
  return new Set(fs.readdirSync(ROOT).filter((name) => !SKIPPED_DIRS.has(name)));
}

function sourceFolders(): Set<string> {
  return new Set(
    SOURCE_ROOTS.flatMap((root) =>
      fs
        .readdirSync(path.join(ROOT, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    ),
  );
}

function firstSegment(target: string): string {
  return target.split('/')[0] ?? '';
}

function isGenerated(target: string): boolean {
  return GENERATED.some((folder) => `/${target}/`.includes(`/${folder}`));
}

/** Where a backticked token may be, or [] when it is no path (a command, a URL, a placeholder, a build output). */
function candidates(token: string, roots: Set<string>, sources: Set<string>): string[] {
  if (/[\s<>{}$]|\.\.\.|…|^\.{0,2}\//.test(token)) return [];
  const target = token.replace(/:\d[\d,-]*$/, '').replace(/#.*$/, '');
  if (isGenerated(target)) return [];
  const first = firstSegment(target);
  if (roots.has(first)) return [target];
  const looksLikeFile = target.includes('/') && (target.endsWith('/') || /\.\w+$/.test(target));
  return looksLikeFile && sources.has(first) ? SOURCE_ROOTS.map((root) => `${root}/${target}`) : [];
}

export function namedPaths(doc: string): NamedPath[] {
  const roots = rootEntries();
  const sources = sourceFolders();
  const lines = fs.readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
  const found: NamedPath[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [, token = ''] of line.matchAll(/`([^`\n]+)`/g)) {
      const where = candidates(token, roots, sources);
      if (where.length > 0) found.push({ doc, line: index + 1, text: token, candidates: where });
    }
    for (const [, href = ''] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z+.-]*:|^#/i.test(href)) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(doc), href.replace(/#.*$/, '')));
      found.push({ doc, line: index + 1, text: href, candidates: [target] });
    }
  });
  return found;
}

function globPattern(target: string): RegExp {
  const source = target
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^$()[\]\\|]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

function filesUnder(folder: string): string[] {
  return (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
    .filter((entry) => !entry.split(path.sep).some((part) => SKIPPED_DIRS.has(part)))
    .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`);
}

/** Whether the named path is in the repository (at one of its candidates). */
export function found(named: NamedPath): boolean {
  return named.candidates.some(exists);
}

/** Whether the path (or, with `*`, at least one file it matches) is in the repository. */
export function exists(target: string): boolean {
  if (!target.includes('*')) return fs.existsSync(path.join(ROOT, target));
  const first = firstSegment(target);
  const pattern = globPattern(target);
  return fs.existsSync(path.join(ROOT, first)) && filesUnder(first).some((file) => pattern.test(file));
}
