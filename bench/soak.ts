/**
 * Section 15 (`npm run bench -- soak`): the real mix of section 14 against
 * one compiled production server for SOAK_MINUTES (30), sampling its
 * resident memory (/proc VmRSS) and V8 heap (appProcesses.ts) every 30 s.
 * Target (issue #33): resident memory at the end within 1.2× of its value
 * after 5 minutes, i.e. no growth after the first minutes.
 *
 * SOAK_DATABASE=postgres (default) or pglite; SOAK_CONCURRENCY (10) visitors
 * at a time. A run shorter than 10 minutes compares with its midpoint
 * instead of minute 5, and says so.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startAppProcesses, type AppProcess, type Memory } from './appProcesses';
import { isBuilt } from './compiledServer';
import { totalViews } from './realSite';
import { prepareTraffic } from './realTraffic';
import { int, log, SkipSection, type FigureSink } from './report';
import { createScratchDatabase } from './servers';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 10);
const DATABASE = process.env.SOAK_DATABASE ?? 'postgres';
const SAMPLE_SECONDS = 30;
const REFERENCE_SECONDS = 5 * 60;
const TARGET = 1.2;

interface Sample extends Memory {
  seconds: number;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

function take(instance: AppProcess, seconds: number): Sample {
  const sample = { seconds, ...instance.memory() };
  const clock = `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
  log(
    `${clock.padStart(6)}  RSS ${mb(sample.rssMb).padStart(7)}  peak ${mb(sample.peakMb).padStart(7)}  ` +
      `heap ${mb(sample.heapUsedMb).padStart(6)} of ${mb(sample.heapTotalMb)}`,
  );
  return sample;
}

/** Runs the mix for `seconds`, sampling every 30 s; returns the samples, the first taken before any load. */
async function soak(instance: AppProcess, seconds: number) {
  const traffic = await prepareTraffic([instance]);
  log(`${traffic.articles} published articles; ${CONCURRENCY} visitors at a time for ${MINUTES} min`);
  const viewsBefore = await totalViews(instance.url);
  const samples = [take(instance, 0)];
  const started = performance.now();
  let done = false;
  const load = traffic.run({ pagesOnly: false, concurrency: CONCURRENCY, warmupSeconds: 0, durationSeconds: seconds });
  const settled = load.then(
    () => void (done = true),
    () => void (done = true),
  );
  for (let k = 1; ; k += 1) {
    await Promise.race([sleep(started + k * SAMPLE_SECONDS * 1000 - performance.now()), settled]);
    if (done) break;
    samples.push(take(instance, k * SAMPLE_SECONDS));
  }
  const result = await load;
  instance.assertRunning();
  samples.push(take(instance, (performance.now() - started) / 1000));
  return { samples, result, counted: (await totalViews(instance.url)) - viewsBefore };
}

export async function soakSection(sink: FigureSink): Promise<void> {
  if (process.platform !== 'linux') throw new SkipSection('reads /proc: Linux only');
  if (!isBuilt()) throw new SkipSection('run `npm run build` first (the compiled server is measured)');
  if (DATABASE !== 'postgres' && DATABASE !== 'pglite')
    throw new Error(`SOAK_DATABASE must be postgres or pglite, got "${DATABASE}"`);
  const scratch = DATABASE === 'postgres' ? await createScratchDatabase('soak') : null;
  try {
    const app = await startAppProcesses(1, scratch?.url);
    try {
      log(`${DATABASE}, 1 instance (${app.instances[0]!.url}); samples every ${SAMPLE_SECONDS} s:`);
      const { samples, result, counted } = await soak(app.instances[0]!, MINUTES * 60);
      const total = samples[samples.length - 1]!.seconds;
      const referenceAt = total >= 2 * REFERENCE_SECONDS ? REFERENCE_SECONDS : total / 2;
      const reference = samples.reduce((best, s) =>
        Math.abs(s.seconds - referenceAt) < Math.abs(best.seconds - referenceAt) ? s : best,
      );
      const end = samples[samples.length - 1]!;
      const at = `${(reference.seconds / 60).toFixed(1)} min`;
      if (referenceAt !== REFERENCE_SECONDS)
        log(`the run is shorter than 10 min: compared with its midpoint (${at}) instead of minute 5`);
      const errors = Object.values(result.errors).reduce((a, b) => a + b, 0);
      sink.add(
        `soak (${DATABASE}, ${MINUTES} min): traffic`,
        `${int(result.visits / result.seconds)} visits/s, HIT ${(result.hits / Math.max(1, result.pages)).toFixed(3)}, ` +
          `${int(result.views)} views, ${result.ratings} ratings, ${result.contacts} messages, ${result.edits} edits, ${errors} errors; ` +
          `views counted by the server right after / recordView answers ${counted} / ${result.viewsAnswered}`,
      );
      sink.add(`soak: heap used at ${at} / at the end`, `${mb(reference.heapUsedMb)} / ${mb(end.heapUsedMb)}`);
      sink.add(
        `soak: resident memory at ${at} / at the end (${(total / 60).toFixed(1)} min)`,
        `${mb(reference.rssMb)} / ${mb(end.rssMb)} (peak ${mb(end.peakMb)})`,
      );
      const ratio = end.rssMb / reference.rssMb;
      sink.add(`soak: resident memory, end / ${at}`, `${ratio.toFixed(2)}×`, `≤ ${TARGET}×`, ratio <= TARGET);
    } finally {
      await app.close();
    }
  } finally {
    await scratch?.drop();
  }
}
