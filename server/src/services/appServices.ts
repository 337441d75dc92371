/** The long-lived collaborators every service works with (created once in bootstrap.ts). */
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { SessionStore } from './auth/sessions';
import type { PublicCache } from './publicCache/publicCache';
import type { StorageDriver } from './media/storage';
import type { PublicSiteConfig } from './siteConfig/effective';
import type { ViewBuffer } from './views/viewBuffer';
import type { JobQueue } from '../jobs/jobQueue';
import type { Mailer } from './mail/mailer';
import type { CategoryRow, MediaAssetRow } from '../db/schema';
import type { LoadMany } from './publicCache/keptLookup';

/** Shared by all requests. */
export interface AppServices {
  db: Database;
  config: Config;
  logger: Logger;
  sessions: SessionStore;
  storage: StorageDriver;
  /** Who the client is, honouring TRUST_PROXY only (http/clientAddress.ts). */
  clientAddress: ClientAddress;
  /** Anonymous pages and GraphQL reads, kept current by Postgres notifications (publicCache/). */
  publicCache: PublicCache;
  /** The site configuration public pages read, kept between changes (siteConfig/effective.ts). */
  publicSiteConfig: PublicSiteConfig;
  /** Rows every render looks up by key, kept between changes (publicCache/keptLookup.ts). */
  keptRows: KeptRows;
  /** Views waiting to be written, every few seconds (views/viewBuffer.ts). */
  views: ViewBuffer;
  /** The one job system for background work (jobs/jobQueue.ts; every job: backgroundJobs.ts). */
  jobs: JobQueue;
  /** The SMTP way out, shared by every e-mail job (mail/mailer.ts). */
  mailer: Mailer;
}

/** The lookups the per-request loaders answer from memory while the change signal listens. */
export interface KeptRows {
  categoriesById: LoadMany<number, CategoryRow>;
  mediaAssetsByUrl: LoadMany<string, MediaAssetRow>;
}

/** Who sent a request (the one rule is in http/clientAddress.ts). */
export type ClientAddress = (req: IncomingMessage) => string;
