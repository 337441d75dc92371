/**
 * Ghost's pages for the sections that compare with it, when BENCH_GHOST_URL
 * names a running Ghost's post page (docs/performance.md says how to install
 * one outside the repository): that post page, and Ghost's home at the same
 * origin. Each comparison names the Ghost page it is made against.
 */
import { log } from './report';

export interface GhostPages {
  /** A post page: what an article page is compared with. */
  post: string;
  /** Ghost's home: what our home is compared with. */
  home: string;
}

/** Ghost's pages, or null (with a printed note) when no Ghost is set or answering. */
export async function ghostPages(): Promise<GhostPages | null> {
  const post = process.env.BENCH_GHOST_URL;
  if (!post) {
    log('BENCH_GHOST_URL is not set: no Ghost figures in this run (docs/performance.md says how to start one).');
    return null;
  }
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
  return pages;
}
