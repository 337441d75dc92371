/** The table `scripts/test-all.ts` prints at the end of `npm test` and `npm run test:fast`. */
export interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
}

function duration(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** One row per stage run (its duration and result), one per stage not reached, and the total. */
export function formatStageTable(results: StageResult[], skipped: string[], totalSeconds: number): string {
  const rows: [string, string, string][] = [
    ...results.map((r): [string, string, string] => [r.name, duration(r.seconds), r.ok ? 'ok' : 'FAILED']),
    ...skipped.map((name): [string, string, string] => [name, '—', 'not run']),
    ['total', duration(totalSeconds), results.every((r) => r.ok) ? 'ok' : 'FAILED'],
  ];
  const table: [string, string, string][] = [['stage', 'time', 'result'], ...rows];
  const nameWidth = Math.max(...table.map(([name]) => name.length));
  const timeWidth = Math.max(...table.map(([, time]) => time.length));
  const line = ([name, time, result]: [string, string, string]) =>
    `${name.padEnd(nameWidth)}  ${time.padStart(timeWidth)}  ${result}`;
  return ['stage durations', ...table.map(line)].join('\n');
}
