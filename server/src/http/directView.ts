/**
 * The two operations every visit sends, the web app's RecordView and
 * RecordVisit beacons (domain/viewBeacons.ts), answered without Apollo
 * Server's request pipeline. Both read and write memory only
 * (services/views/viewBuffer.ts), so what was left of their cost was the
 * pipeline: a bare `mutation { __typename }` through Apollo answers at about
 * half the rate of a cached page on the bench machine, and the view was
 * 2.7–3.4× a cached page's p50 under real traffic (docs/performance.md,
 * section 15, where the gain of this path is measured). When the beacons
 * gained their `source` variable and this path still matched the old text,
 * every visit went through Apollo again: real visits fell to 0.04–0.06× a
 * cached page.
 *
 * Only those documents (whatever their spacing), with exactly their
 * variables, valid, from a visitor without a session: the same service call
 * the resolver makes, the same answer, the same visitor cookie. Anything
 * else, and any refusal (a missing item, a malformed id, a path that is no
 * page), goes through Apollo as before, so errors keep one format and one
 * place. The origin, content type and body checks of graphqlEndpoint.ts have
 * run before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { parse, print } from 'graphql';
import { RECORD_VISIT_SOURCE, RECORD_VIEW_SOURCE, VISIT_SOURCE_FIELDS } from '@crecer/domain/viewBeacons';
import type { ContentTypeValue } from '../db/schema';
import { DomainError } from '../services/shared/errors';
import type { AppServices } from '../services/appServices';
import { arrivalFrom, type ArrivalInput } from '../services/analytics';
import { recordView, recordVisit } from '../services/views';
import { newVisitorId, verifyVisitorCookie, visitorSetCookie, VISITOR_COOKIE } from '../services/visitors';
import { sendBody } from './sendBody';

type BeaconName = 'RecordView' | 'RecordVisit';
const BEACONS: ReadonlyMap<string, BeaconName> = new Map([
  [print(parse(RECORD_VIEW_SOURCE)), 'RecordView'],
  [print(parse(RECORD_VISIT_SOURCE)), 'RecordVisit'],
]);
const CONTENT_TYPES: Readonly<Record<string, ContentTypeValue>> = { ARTICLE: 'article', GUIDE: 'guide' };
/** Distinct query texts remembered (the app sends two; anything else is decided once, then looked up). */
const KNOWN_TEXTS = 32;

/** Which beacon a query text is, or null; parsed once per distinct text. */
function beaconDocuments(): (text: string) => BeaconName | null {
  const decided = new Map<string, BeaconName | null>();
  return (text) => {
    const known = decided.get(text);
    if (known !== undefined) return known;
    let name: BeaconName | null = null;
    try {
      name = BEACONS.get(print(parse(text))) ?? null;
    } catch {
      name = null;
    }
    if (decided.size < KNOWN_TEXTS) decided.set(text, name);
    return name;
  };
}

type BeaconOperation =
  | { name: 'RecordView'; contentType: ContentTypeValue; id: string | number; source: ArrivalInput | null }
  | { name: 'RecordVisit'; path: string; source: ArrivalInput | null };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A VisitSourceInput as GraphQL would coerce it (absent or null, or only its string fields); undefined when not. */
function visitSource(value: unknown): ArrivalInput | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isPlainObject(value)) return undefined;
  const fields: readonly string[] = VISIT_SOURCE_FIELDS;
  for (const [key, field] of Object.entries(value))
    if (!fields.includes(key) || (field !== null && typeof field !== 'string')) return undefined;
  return value as ArrivalInput;
}

function asBeacon(body: unknown, beaconOf: (text: string) => BeaconName | null): BeaconOperation | null {
  if (!isPlainObject(body)) return null;
  const { query, operationName, variables, ...rest } = body;
  if (Object.keys(rest).length > 0 && !(Object.keys(rest).length === 1 && 'extensions' in rest)) return null;
  if (typeof query !== 'string' || !isPlainObject(variables)) return null;
  const name = beaconOf(query);
  if (name === null || (operationName !== undefined && operationName !== name)) return null;
  const { source: sourceValue, ...args } = variables;
  const source = visitSource(sourceValue);
  if (source === undefined) return null;
  if (name === 'RecordVisit') {
    const { path, ...more } = args;
    if (Object.keys(more).length > 0 || typeof path !== 'string') return null;
    return { name, path, source };
  }
  const { contentType, id, ...more } = args;
  if (Object.keys(more).length > 0 || typeof contentType !== 'string' || !CONTENT_TYPES[contentType]) return null;
  if (typeof id !== 'string' && !(typeof id === 'number' && Number.isInteger(id))) return null;
  return { name, contentType: CONTENT_TYPES[contentType]!, id, source };
}

/** Answers a RecordView or RecordVisit POST itself; false when Apollo should answer (nothing has been sent then). */
export function directViews(services: AppServices) {
  const beaconOf = beaconDocuments();
  const { appSecret, isProduction, publicUrl } = services.config;
  return async (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<boolean> => {
    const operation = asBeacon(body, beaconOf);
    if (!operation) return false;
    const cookies = parseCookies(req.headers.cookie ?? '');
    if (cookies[services.sessions.cookieName] !== undefined) return false;
    const address = services.clientAddress(req);
    const arrival = arrivalFrom(operation.source, publicUrl);
    let data: Record<string, unknown>;
    try {
      if (operation.name === 'RecordVisit') {
        data = { recordVisit: recordVisit(services.views, { path: operation.path, address, arrival }) };
      } else {
        const known = verifyVisitorCookie(appSecret, cookies[VISITOR_COOKIE]);
        const visitor = known ?? newVisitorId();
        const { contentType, id } = operation;
        data = { recordView: await recordView(services.views, { contentType, id, visitor, address, arrival }) };
        if (!known) res.appendHeader('Set-Cookie', visitorSetCookie(appSecret, visitor, isProduction));
      }
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    await sendBody(req, res, JSON.stringify({ data }));
    return true;
  };
}
