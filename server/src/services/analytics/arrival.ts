/**
 * Where a visit came from, as the owner names it: the referring site grouped
 * into a name she recognises and the page address's utm_source and
 * utm_campaign. The browser sends them with the first view of a page load
 * (the public HTML and the page cache never see them); nothing else about
 * the visitor is kept.
 */

/** What the browser sends with the view of the page a visit lands on. */
export interface ArrivalInput {
  referrer?: string | null;
  utmSource?: string | null;
  utmCampaign?: string | null;
}

/** A landing as it is counted: the source's name and the tags ('' when absent). */
export interface Arrival {
  source: string;
  utmSource: string;
  utmCampaign: string;
}

export const DIRECT_SOURCE = 'Directo';

/** Longer than any real referrer a browser sends (they are trimmed to the origin by default). */
const MAX_REFERRER = 2_048;
const MAX_TAG = 80;
const MAX_DOMAIN = 100;

/** Hosts (and their subdomains) grouped under one name; google.* is matched apart. */
const NAMED_HOSTS: ReadonlyArray<readonly [string, string]> = [
  ['wa.me', 'WhatsApp'],
  ['whatsapp.com', 'WhatsApp'],
  ['l.wl.co', 'WhatsApp'],
  ['facebook.com', 'Facebook'],
  ['fb.me', 'Facebook'],
  ['instagram.com', 'Instagram'],
];

/**
 * Android apps send their package as the referrer (android-app://com.whatsapp/)
 * when they open a link in the browser: the families' WhatsApp, Gmail, Google app.
 */
const NAMED_APPS: ReadonlyArray<readonly [string, string]> = [
  ['com.whatsapp', 'WhatsApp'],
  ['com.whatsapp.w4b', 'WhatsApp'],
  ['com.google.android.googlequicksearchbox', 'Google'],
  ['com.google.android.gm', 'Gmail'],
  ['com.facebook.katana', 'Facebook'],
  ['com.facebook.lite', 'Facebook'],
  ['com.facebook.orca', 'Messenger'],
  ['com.instagram.android', 'Instagram'],
  ['org.telegram.messenger', 'Telegram'],
];

/** An app's name for an android-app:// referrer: a known app's name, else its package; null when malformed. */
function appName(url: URL): string | null {
  const pkg = url.hostname.toLowerCase();
  if (!/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(pkg) || pkg.length > MAX_DOMAIN) return null;
  return NAMED_APPS.find(([name]) => name === pkg)?.[1] ?? pkg;
}

function withinHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** google.com, google.com.ar, www.google.es…: a label 'google' followed by a public suffix only. */
function isGoogle(host: string): boolean {
  return /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host);
}

/**
 * The source's name for a referrer: a known network's or app's name, 'Directo'
 * for none, else the host without 'www.'. Null when the referrer is the site
 * itself (a link followed before the page had loaded its script is a full
 * page load, not a new arrival) or not an http(s) or android-app address (a
 * bogus value counts as no landing at all).
 */
export function sourceName(referrer: string, siteHost: string): string | null {
  const trimmed = referrer.trim();
  if (trimmed === '') return DIRECT_SOURCE;
  if (trimmed.length > MAX_REFERRER) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol === 'android-app:') return appName(url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.length > MAX_DOMAIN) return null;
  if (host === siteHost.toLowerCase()) return null;
  if (isGoogle(host)) return 'Google';
  for (const [domain, name] of NAMED_HOSTS) if (withinHost(host, domain)) return name;
  return host.replace(/^www\./, '');
}

/**
 * A utm value as counted: trimmed, lower case, inner spaces collapsed; ''
 * when absent or not a plausible tag (letters, digits, spaces, . _ - + /, at
 * most MAX_TAG characters), so junk in an address cannot make up campaigns.
 */
export function cleanTag(value: string | null | undefined): string {
  const tag = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (tag.length > MAX_TAG || !/^[\p{L}\p{N} ._+/-]*$/u.test(tag)) return '';
  return tag;
}

/** The counted arrival for what the browser sent; null when this view is not a landing or the referrer is bogus. */
export function arrivalFrom(input: ArrivalInput | null | undefined, siteUrl: string): Arrival | null {
  if (!input) return null;
  const source = sourceName(input.referrer ?? '', new URL(siteUrl).hostname);
  if (source === null) return null;
  return { source, utmSource: cleanTag(input.utmSource), utmCampaign: cleanTag(input.utmCampaign) };
}
