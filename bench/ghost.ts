/**
 * Ghost's pages for the sections that compare with it, when BENCH_GHOST_URL
 * names a running Ghost's post page (docs/performance.md says how to install
 * one outside the repository): that post page, and Ghost's home at the same
 * origin. Each comparison names the Ghost page it is made against.
 */
import fs from 'node:fs';
import { log } from './report';

/**
 * Linux's USER_HZ: /proc reports CPU time in these ticks. It is 100 on every
 * architecture Node supports (the kernel's HZ may differ; USER_HZ does not).
 */
const TICKS_PER_SECOND = 100;

export interface GhostPages {
  /** A post page: what an article page is compared with. */
  post: string;
  /** Ghost's home: what our home is compared with. */
  home: string;
  /** Ghost's process CPU time so far in ms, when BENCH_GHOST_PID names its process; null otherwise. */
  cpuMs: (() => number) | null;
}

/** A process's user + system CPU time in ms, read from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 counted after the name, from 1.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Ghost's pages, or null (with a printed note) when no Ghost is set or answering. */
export async function ghostPages(): Promise<GhostPages | null> {
  const post = process.env.BENCH_GHOST_URL;
  if (!post) {
    log('BENCH_GHOST_URL is not set: no Ghost figures in this run (docs/performance.md says how to start one).');
    return null;
  }
  const pid = Number(process.env.BENCH_GHOST_PID);
  const cpuMs = Number.isInteger(pid) && pid > 0 && fs.existsSync(`/proc/${pid}/stat`) ? () => processCpuMs(pid) : null;
  if (!cpuMs) log("BENCH_GHOST_PID names no running process: Ghost's CPU a request is not measured.");
  const pages = { post, home: new URL('/', post).toString() };
  for (const url of Object.values(pages)) {
    const answer = await fetch(url).catch((error: unknown) => error as Error);
    if (answer instanceof Error || answer.status !== 200) {
      const why = answer instanceof Error ? answer.message : `answered ${answer.status}`;
      log(`Ghost at ${url} ${why}: no Ghost figures in this run.`);
      return null;
    }
    await answer.arrayBuffer();
  }
  log(`Ghost: post page ${pages.post}, home ${pages.home}`);
  return { ...pages, cpuMs };
}
