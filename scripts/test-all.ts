/**
 * `npm test` (every check CI runs, in order) and `npm run test:fast` (the lane
 * to run before each commit): runs the stages one after another, stops at the
 * first failure, and ends with a table of how long each stage took, so a slow
 * stage shows in every CI log instead of hiding in one long chain.
 *
 *   tsx scripts/test-all.ts          the full chain (.ci/run calls it through `npm test`)
 *   tsx scripts/test-all.ts --fast   typecheck, lint, unit tests on PGlite (docs/testing.md)
 */
import { spawn } from 'node:child_process';
import { formatStageTable, type StageResult } from './stageTable';

interface Stage {
  /** An npm script in package.json. */
  script: string;
  /** Variables removed from the stage's environment. */
  unset?: string[];
}

const FULL: Stage[] = [
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'codegen:check' },
  { script: 'db:check' },
  { script: 'compose:check' },
  { script: 'test:unit' },
  { script: 'build' },
  { script: 'test:production' },
  { script: 'e2e' },
];

/** Unit tests on PGlite only: the Postgres runs are CI's (and a developer's who sets TEST_DATABASE_URL on purpose). */
const FAST: Stage[] = [
  { script: 'typecheck' },
  { script: 'lint' },
  { script: 'test:unit:fast', unset: ['TEST_DATABASE_URL'] },
];

function run(stage: Stage): Promise<number> {
  const env = { ...process.env };
  for (const name of stage.unset ?? []) delete env[name];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const stages = process.argv.includes('--fast') ? FAST : FULL;
  const results: StageResult[] = [];
  const started = Date.now();
  let failed = false;
  for (const stage of stages) {
    console.log(`\n▶ npm run ${stage.script}`);
    const stageStart = Date.now();
    const code = await run(stage);
    results.push({ name: stage.script, seconds: (Date.now() - stageStart) / 1000, ok: code === 0 });
    if (code !== 0) {
      failed = true;
      break;
    }
  }
  const skipped = stages.slice(results.length).map((stage) => stage.script);
  console.log(`\n${formatStageTable(results, skipped, (Date.now() - started) / 1000)}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
