/**
 * Figures collected by the benchmark sections and the final markdown table.
 * Figures are only printed: a benchmark never fails a build on timing.
 */

export interface Figure {
  section: string;
  name: string;
  /** Already formatted for people ("1,234 req/s", "3.1 ms"). */
  value: string;
  /** Human-readable target, or '—' when the figure is context only. */
  target: string;
  /** Whether the target is met; undefined for context-only figures. */
  met?: boolean;
}

export interface SectionResult {
  title: string;
  figures: Figure[];
  error?: string;
  skipped?: string;
  seconds: number;
}

/** Collects figures for one section and prints each as it is measured. */
export class FigureSink {
  readonly figures: Figure[] = [];

  constructor(private readonly section: string) {}

  add(name: string, value: string, target = '—', met?: boolean): void {
    this.figures.push({ section: this.section, name, value, target, met });
    const verdict = met === undefined ? '' : met ? '  [target met]' : '  [target missed]';
    log(`${name}: ${value}${target === '—' ? '' : ` (target ${target})`}${verdict}`);
  }
}

export function log(line: string): void {
  console.log(`  ${line}`);
}

/** The item whose key is the median of the items' keys (the upper middle for an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
}

/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function ms(value: number, digits = 2): string {
  return `${value.toFixed(digits)} ms`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function int(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The markdown summary of every section: figures, failures and skips. */
export function summaryTable(results: readonly SectionResult[]): string {
  const lines = ['| Section | Figure | Value | Target | Met |', '| --- | --- | --- | --- | --- |'];
  for (const result of results) {
    for (const figure of result.figures) {
      const met = figure.met === undefined ? '' : figure.met ? 'yes' : 'NO';
      lines.push(
        `| ${cell(figure.section)} | ${cell(figure.name)} | ${cell(figure.value)} | ${cell(figure.target)} | ${met} |`,
      );
    }
    if (result.error) lines.push(`| ${cell(result.title)} | section failed | ${cell(result.error)} | | |`);
    if (result.skipped) lines.push(`| ${cell(result.title)} | section skipped | ${cell(result.skipped)} | | |`);
  }
  return lines.join('\n');
}

/** Thrown by a section that cannot run here; the runner prints the reason instead of an error. */
export class SkipSection extends Error {}
