/**
 * `npm test` (every check CI runs, in order) and `npm run test:fast` (the lane
 * to run before each commit): runs the stages, stops at the first failure, and
 * ends with a table of how long each stage took, so a slow stage shows in every
 * CI log instead of hiding in one long chain.
 *
 *   tsx scripts/test-all.ts          the full chain (.ci/run calls it through `npm test`)
 *   tsx scripts/test-all.ts --fast   typecheck and lint side by side, then unit tests on PGlite (docs/testing.md)
 */
import { spawn } from 'node:child_process';
import { formatStageTable, type StageResult } from './stageTable';

interface Stage {
  /** An npm script in package.json. */
  script: string;
  /** Variables removed from the stage's environment. */
  unset?: string[];
}

/** Steps run one after another; the stages of one step run at the same time. */
type Step = Stage[];

const FULL: Step[] = [
  'typecheck',
  'lint',
  'codegen:check',
  'db:check',
  'compose:check',
  'test:unit',
  'build',
  // Right after build: test:production builds again, which would rewrite web/dist under the visits.
  'budget',
  'test:production',
  'e2e',
].map((script) => [{ script }]);

/**
 * Unit tests on PGlite only: the Postgres runs are CI's (and a developer's who sets TEST_DATABASE_URL on purpose).
 * tsc and eslint each keep one core busy, so they run side by side: 1 min 14 s together at load 3–5, against
 * 1 min 19 s + 1 min 26 s one after the other. All three at once was slower (4 min 15 s).
 */
const FAST: Step[] = [
  [{ script: 'typecheck' }, { script: 'lint' }],
  [{ script: 'test:unit:fast', unset: ['TEST_DATABASE_URL'] }],
];

/** Runs the stage; alone its output streams, beside another it is printed in one piece when the stage ends. */
function run(stage: Stage, alone: boolean): Promise<number> {
  const env = { ...process.env };
  for (const name of stage.unset ?? []) delete env[name];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], {
      stdio: alone ? 'inherit' : ['inherit', 'pipe', 'pipe'],
      env,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (!alone) process.stdout.write(`\n▶ npm run ${stage.script} (output)\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const steps = process.argv.includes('--fast') ? FAST : FULL;
  const results: StageResult[] = [];
  const started = Date.now();
  let stepsRun = 0;
  for (const step of steps) {
    stepsRun += 1;
    const alone = step.length === 1;
    console.log(`\n▶ ${step.map((stage) => `npm run ${stage.script}`).join(' & ')}`);
    const outcomes = await Promise.all(
      step.map(async (stage) => {
        const stageStart = Date.now();
        const code = await run(stage, alone);
        return { name: stage.script, seconds: (Date.now() - stageStart) / 1000, ok: code === 0 };
      }),
    );
    results.push(...outcomes);
    if (outcomes.some((outcome) => !outcome.ok)) break;
  }
  const skipped = steps.slice(stepsRun).flatMap((step) => step.map((stage) => stage.script));
  console.log(`\n${formatStageTable(results, skipped, (Date.now() - started) / 1000)}`);
  return results.every((result) => result.ok) ? 0 : 1;
}

process.exitCode = await main();
