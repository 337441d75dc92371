/**
 * What a free guide's download tells the rest of the site: the PDF was served
 * (the owner's analytics counts it). One announcement per client address
 * (addressKey: an IPv6 client by its /64) and guide every 30 minutes, the rule
 * page views follow, so a script or a repeated click adds nothing. The address
 * only keys the short-lived throttle row; the event carries the guide and the
 * time.
 */
import type { AppServices } from '../appServices';
import { addressKey, hitThrottle, type ThrottleRule } from '../visitors';

export const GUIDE_EVENTS = {
  freeDownloaded: 'guide-free-downloaded',
} as const;

export interface FreeGuideDownloaded {
  guideId: number;
  /** When it was served (ms since the epoch): the day it counts on. */
  at: number;
}

export const FREE_DOWNLOAD_PER_ADDRESS: ThrottleRule = {
  bucket: 'download:address-guide',
  limit: 1,
  windowSeconds: 30 * 60,
};

export async function announceFreeDownload(
  services: Pick<AppServices, 'db' | 'jobs'>,
  guideId: number,
  address: string,
): Promise<void> {
  if (!(await hitThrottle(services.db, FREE_DOWNLOAD_PER_ADDRESS, `${addressKey(address)}|${guideId}`))) return;
  const event: FreeGuideDownloaded = { guideId, at: Date.now() };
  await services.jobs.publish(GUIDE_EVENTS.freeDownloaded, event);
}
