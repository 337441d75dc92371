/**
 * The one operation every visit sends, the web app's RecordView mutation,
 * answered without Apollo Server's request pipeline. A view reads and writes
 * memory only (services/views/viewBuffer.ts), so what was left of its cost
 * was the pipeline: a bare `mutation { __typename }` through Apollo answers at
 * about half the rate of a cached page on the bench machine, and the view was
 * 2.7–3.4× a cached page's p50 under real traffic (docs/performance.md,
 * section 15, where the gain of this path is measured).
 *
 * Only that document (whatever its spacing), with exactly its two variables,
 * valid, from a visitor without a session: the same service call the resolver
 * makes, the same answer, the same visitor cookie. Anything else, and any
 * refusal (a missing item, a malformed id), goes through Apollo as before, so
 * errors keep one format and one place. The origin, content type and body
 * checks of graphqlEndpoint.ts have run before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { parse, print } from 'graphql';
import type { ContentTypeValue } from '../db/schema';
import { DomainError } from '../services/shared/errors';
import type { AppServices } from '../services/appServices';
import { recordView } from '../services/views';
import { newVisitorId, verifyVisitorCookie, visitorSetCookie, VISITOR_COOKIE } from '../services/visitors';
import { sendBody } from './sendBody';

const RECORD_VIEW = print(
  parse('mutation RecordView($contentType: ContentType!, $id: ID!) { recordView(contentType: $contentType, id: $id) }'),
);
const CONTENT_TYPES: Readonly<Record<string, ContentTypeValue>> = { ARTICLE: 'article', GUIDE: 'guide' };
/** Distinct query texts remembered (the app sends one; anything else is decided once, then looked up). */
const KNOWN_TEXTS = 32;

/** Whether a query text is the RecordView document; parsed once per distinct text. */
function recordViewDocument(): (text: string) => boolean {
  const decided = new Map<string, boolean>();
  return (text) => {
    const known = decided.get(text);
    if (known !== undefined) return known;
    let same = false;
    try {
      same = print(parse(text)) === RECORD_VIEW;
    } catch {
      same = false;
    }
    if (decided.size < KNOWN_TEXTS) decided.set(text, same);
    return same;
  };
}

interface ViewOperation {
  contentType: ContentTypeValue;
  id: string | number;
}

function asViewOperation(body: unknown, isRecordView: (text: string) => boolean): ViewOperation | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, operationName, variables, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 && !(Object.keys(rest).length === 1 && 'extensions' in rest)) return null;
  if (typeof query !== 'string' || (operationName !== undefined && operationName !== 'RecordView')) return null;
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
  const { contentType, id, ...more } = variables as Record<string, unknown>;
  if (Object.keys(more).length > 0 || typeof contentType !== 'string' || !CONTENT_TYPES[contentType]) return null;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isInteger(id))) return null;
  if (!isRecordView(query)) return null;
  return { contentType: CONTENT_TYPES[contentType]!, id };
}

/** Answers a RecordView POST itself; false when Apollo should answer (nothing has been sent then). */
export function directViews(services: AppServices) {
  const isRecordView = recordViewDocument();
  const { appSecret, isProduction } = services.config;
  return async (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<boolean> => {
    const operation = asViewOperation(body, isRecordView);
    if (!operation) return false;
    const cookies = parseCookies(req.headers.cookie ?? '');
    if (cookies[services.sessions.cookieName] !== undefined) return false;
    const known = verifyVisitorCookie(appSecret, cookies[VISITOR_COOKIE]);
    const visitor = known ?? newVisitorId();
    let total: number;
    try {
      total = await recordView(services.views, { ...operation, visitor, address: services.clientAddress(req) });
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    if (!known) res.appendHeader('Set-Cookie', visitorSetCookie(appSecret, visitor, isProduction));
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    await sendBody(req, res, JSON.stringify({ data: { recordView: total } }));
    return true;
  };
}
