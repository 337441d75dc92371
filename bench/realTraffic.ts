/**
 * Runs of the real mix (visitClient.ts) against running instances, for the
 * `real` and `soak` sections. Successive runs share one story: visitor
 * addresses are never reused, edits are numbered on, and the owner's edit
 * keeps its 30-second beat across runs of the real mix (the cached-page
 * baseline runs make no edit and do not move that clock).
 */
import path from 'node:path';
import type { AppProcess } from './appProcesses';
import { runClient } from './load';
import {
  CONTACT_SHARE,
  EDIT_EVERY_SECONDS,
  editPlan,
  publishedArticleIds,
  RATE_SHARE,
  signInOwner,
  visitPages,
} from './realSite';
import type { EditPlan, VisitConfig, VisitPage, VisitResult } from './visitClient';

const CLIENT = path.join(import.meta.dirname, 'visitClient.ts');

export interface RunOptions {
  pagesOnly: boolean;
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface Traffic {
  articles: number;
  /** The weighted pages a visit picks from, for other clients to request the same mix. */
  pages: readonly VisitPage[];
  urls: readonly string[];
  run(options: RunOptions): Promise<VisitResult>;
}

export async function prepareTraffic(instances: readonly AppProcess[]): Promise<Traffic> {
  const url = instances[0]!.url;
  const articleIds = await publishedArticleIds(url);
  const pages = visitPages(articleIds);
  const edit = await editPlan(url, await signInOwner(url), articleIds[0]!);
  let nextVisitor = 0;
  let nextEdit = 1;
  // The first edit goes out 3 s into the first run of the real mix.
  let sinceEdit = EDIT_EVERY_SECONDS - 3;
  return {
    articles: articleIds.length,
    pages,
    urls: instances.map((instance) => instance.url),
    async run(options) {
      const seconds = options.warmupSeconds + options.durationSeconds;
      const plan: EditPlan | null = options.pagesOnly
        ? null
        : {
            ...edit,
            everySeconds: EDIT_EVERY_SECONDS,
            firstAtSeconds: EDIT_EVERY_SECONDS - sinceEdit,
            firstEdit: nextEdit,
          };
      const config: VisitConfig = {
        ...options,
        instances: instances.map((instance) => instance.url),
        pages,
        firstVisitor: nextVisitor,
        rateShare: RATE_SHARE,
        contactShare: CONTACT_SHARE,
        edit: plan,
      };
      const result = await runClient<VisitResult>(CLIENT, config, seconds);
      nextVisitor += result.visitorsUsed;
      if (plan) {
        nextEdit += result.edits + result.errors.edit;
        sinceEdit = (sinceEdit + seconds) % EDIT_EVERY_SECONDS;
      }
      return result;
    },
  };
}
