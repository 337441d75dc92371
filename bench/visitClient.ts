/**
 * The real-traffic load generator, run as its own process (load.ts:
 * runClient). `concurrency` visitors at a time, each a new reader from her
 * own address: she loads a page and, on an article, her browser records the
 * view once the page has hydrated; a few rate the article or write; the owner
 * edits an article every `edit.everySeconds`. Requests go to the instances in
 * turn, as Caddy's round robin sends them. With `pagesOnly` it loads the same
 * pages and nothing else: the cached-page baseline. Prints one JSON line.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  getPage,
  postOperation,
  RATE_CONTENT,
  RECORD_VIEW,
  RECORD_VISIT,
  LANDING_SOURCES,
  SEND_CONTACT_MESSAGE,
  UPDATE_ARTICLE,
  visitorAddress,
  type Answer,
} from './visitRequests';

export interface VisitPage {
  path: string;
  /** Share of visits (the weights need not add up to 1). */
  weight: number;
  /** Set on an article page: the visit records its view and may rate it. */
  articleId?: string;
}

export interface EditPlan {
  /** The owner's session cookie (`cef_session=…`). */
  cookie: string;
  articleId: string;
  /** The article's ArticleInput as stored; edit n sets its summary to `${summary} (revisión n)`. */
  input: Record<string, unknown> & { summary: string };
  /** The first edit's number: runs go on numbering, so every edit changes the text. */
  firstEdit: number;
  everySeconds: number;
  /** When the first edit goes out, in seconds from the client's start (warm-up included). */
  firstAtSeconds: number;
}

export interface VisitConfig {
  instances: string[];
  pages: VisitPage[];
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Visitor numbers start here: an address is never reused while the servers run. */
  firstVisitor: number;
  pagesOnly: boolean;
  /** Shares of all visits that rate the article / send a contact message. */
  rateShare: number;
  contactShare: number;
  edit: EditPlan | null;
}

export interface Latency {
  p50: number;
  p99: number;
}

/** Counts and latencies of the measured window (after the warm-up). */
export interface VisitResult {
  seconds: number;
  visits: number;
  pages: number;
  hits: number;
  views: number;
  ratings: number;
  contacts: number;
  /** Edits during the whole run, warm-up included (an edit's evictions outlast it). */
  edits: number;
  errors: { page: number; view: number; rating: number; contact: number; edit: number };
  /** Visitor numbers used, warm-up included: the next run starts after them. */
  visitorsUsed: number;
  /** recordView answered without error, warm-up included (to compare with what the server counted). */
  viewsAnswered: number;
  pageMs: Latency;
  viewMs: Latency;
  visitMs: Latency;
}

/** A hard cap on visits per run, on top of the time bound. */
const MAX_VISITS = 5_000_000;

/** mulberry32: a seeded generator, so a run's mix of pages and actions can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function latency(samples: number[]): Latency {
  const sorted = samples.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: at(50), p99: at(99) };
}

export async function generateVisits(config: VisitConfig): Promise<VisitResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.concurrency * 2 });
  const next = random(config.firstVisitor + 1);
  const totalWeight = config.pages.reduce((sum, page) => sum + page.weight, 0);
  const articleShare = config.pages.filter((p) => p.articleId).reduce((sum, p) => sum + p.weight, 0) / totalWeight;
  const pick = (): VisitPage => {
    let left = next() * totalWeight;
    for (const page of config.pages) if ((left -= page.weight) < 0) return page;
    return config.pages[config.pages.length - 1]!;
  };
  let turn = 0;
  const instance = () => config.instances[turn++ % config.instances.length]!;

  const start = performance.now();
  const measureFrom = start + config.warmupSeconds * 1000;
  const end = measureFrom + config.durationSeconds * 1000;
  const result: VisitResult = {
    ...{ seconds: 0, visits: 0, pages: 0, hits: 0, views: 0, ratings: 0, contacts: 0, edits: 0 },
    ...{ visitorsUsed: 0, viewsAnswered: 0 },
    errors: { page: 0, view: 0, rating: 0, contact: 0, edit: 0 },
    ...{ pageMs: { p50: NaN, p99: NaN }, viewMs: { p50: NaN, p99: NaN }, visitMs: { p50: NaN, p99: NaN } },
  };
  const pageMs: number[] = [];
  const viewMs: number[] = [];
  const visitMs: number[] = [];
  /** Counts an answer of the measured window under `kind`; returns it for chaining. */
  const tally = (measured: boolean, kind: 'rating' | 'contact', answer: Answer) => {
    if (!measured) return;
    if (answer.ok) result[kind === 'rating' ? 'ratings' : 'contacts'] += 1;
    else result.errors[kind] += 1;
  };

  const visit = async () => {
    const visitor = config.firstVisitor + result.visitorsUsed++;
    const address = visitorAddress(visitor);
    const began = performance.now();
    const measured = began >= measureFrom;
    const page = pick();
    const shown = await getPage(agent, instance(), page.path, address);
    if (measured) {
      if (shown.ok) {
        result.pages += 1;
        if (shown.hit) result.hits += 1;
        pageMs.push(shown.ms);
      } else result.errors.page += 1;
    }
    if (config.pagesOnly || !shown.ok) return;
    let cookies: string[] = [];
    // Each visit lands from somewhere: the browser sends it with the page's beacon (site analytics).
    const source = LANDING_SOURCES[visitor % LANDING_SOURCES.length];
    if (!page.articleId) {
      const beacon = await postOperation(agent, instance(), address, cookies, {
        ...{ operationName: 'RecordVisit', query: RECORD_VISIT, variables: { path: page.path, source } },
      });
      cookies = beacon.cookies;
      if (measured && !beacon.ok) result.errors.view += 1;
    }
    if (page.articleId) {
      const variables = { contentType: 'ARTICLE', id: page.articleId };
      const view = await postOperation(agent, instance(), address, cookies, {
        ...{ operationName: 'RecordView', query: RECORD_VIEW, variables: { ...variables, source } },
      });
      cookies = view.cookies;
      if (view.ok) result.viewsAnswered += 1;
      if (measured) {
        if (view.ok) {
          result.views += 1;
          viewMs.push(view.ms);
        } else result.errors.view += 1;
      }
      if (next() < config.rateShare / articleShare) {
        const rating = 1 + Math.floor(next() * 5);
        const rated = await postOperation(agent, instance(), address, cookies, {
          ...{ operationName: 'RateContent', query: RATE_CONTENT, variables: { ...variables, rating } },
        });
        tally(measured, 'rating', rated);
      }
    }
    if (next() < config.contactShare) {
      const variables = {
        name: `Lectora ${visitor}`,
        email: `lectora${visitor}@example.com`,
        message: 'Hola, me gustó mucho el artículo. ¿Podrías escribir sobre los horarios de sueño?',
      };
      const sent = await postOperation(agent, instance(), address, cookies, {
        ...{ operationName: 'SendContactMessage', query: SEND_CONTACT_MESSAGE, variables },
      });
      tally(measured, 'contact', sent);
    }
    if (measured) {
      result.visits += 1;
      visitMs.push(performance.now() - began);
    }
  };

  const edits = config.edit && !config.pagesOnly ? scheduleEdits(config.edit, agent, instance, result) : null;
  const worker = async () => {
    while (performance.now() < end && result.visitorsUsed < MAX_VISITS) await visit();
  };
  await Promise.all(Array.from({ length: config.concurrency }, worker));
  await edits?.stop();
  result.seconds = (performance.now() - measureFrom) / 1000;
  agent.destroy();
  return { ...result, pageMs: latency(pageMs), viewMs: latency(viewMs), visitMs: latency(visitMs) };
}

/** The owner's edits on a timer; stop() waits for the one in flight. */
function scheduleEdits(plan: EditPlan, agent: http.Agent, instance: () => string, result: VisitResult) {
  let inFlight: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const edit = () => {
    const summary = `${plan.input.summary} (revisión ${plan.firstEdit + result.edits + result.errors.edit})`;
    const variables = { id: plan.articleId, input: { ...plan.input, summary } };
    inFlight = postOperation(agent, instance(), '198.51.100.7', [plan.cookie], {
      ...{ operationName: 'BenchUpdateArticle', query: UPDATE_ARTICLE, variables },
    }).then((answer) => {
      if (answer.ok) result.edits += 1;
      else result.errors.edit += 1;
    });
    timer = setTimeout(edit, plan.everySeconds * 1000);
  };
  timer = setTimeout(edit, plan.firstAtSeconds * 1000);
  return {
    async stop() {
      clearTimeout(timer);
      await inFlight;
    },
  };
}

// Run as a script (load.ts spawns it): the configuration is the first argument.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = JSON.parse(process.argv[2] ?? '{}') as VisitConfig;
  generateVisits(config).then(
    (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
