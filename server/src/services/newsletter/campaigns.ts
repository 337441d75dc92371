/**
 * 'Enviar a suscriptores': an article's e-mail to every confirmed subscriber,
 * at most once per article (newsletter_campaigns.article_id is unique).
 *
 * A campaign starts when its article is public: at once for a published one,
 * or when 'content published' arrives for it (newsletterJobs.ts). Starting
 * fixes the e-mail, writes one delivery per confirmed subscriber and queues
 * their jobs at the rate, in one transaction guarded by `started_at IS NULL`,
 * so two instances handling it at once start it once (delivery.ts sends).
 * She can pause, resume and cancel it (campaignControls.ts).
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATHS } from '@crecer/domain/newsletterRules';
import {
  articles,
  newsletterCampaigns,
  PUBLISHED,
  type CampaignStateValue,
  type NewsletterCampaignRow,
} from '../../db/schema';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../appServices';
import { badInput, notFound } from '../shared/errors';
import { mailSettings, queueEmail } from '../mail';
import { emailImageUrl, ensureJpegCopy } from '../media';
import { normalizeAdminPage, toPage, type AdminListInput, type Page } from '../shared/paging';
import { articleMail, personalize } from './newsletterMail';
import { confirmedSubscriberCount } from './subscriberList';
import { emailCoverUrl } from './emailCover';
import { queueCampaignDeliveries } from './delivery';

export interface NewsletterCampaignModel {
  id: number;
  articleId: number;
  articleTitle: string;
  subject: string;
  createdAt: Date;
  startedAt: Date | null;
  total: number;
  sent: number;
  failed: number;
  finished: boolean;
  state: CampaignStateValue;
  /** When the last queued e-mail is due to go at the rate (while sending). */
  sendingUntil: Date | null;
}

const campaignColumns = {
  id: newsletterCampaigns.id,
  articleId: newsletterCampaigns.articleId,
  articleTitle: articles.title,
  subject: newsletterCampaigns.subject,
  createdAt: newsletterCampaigns.createdAt,
  startedAt: newsletterCampaigns.startedAt,
  total: newsletterCampaigns.total,
  sent: newsletterCampaigns.sent,
  failed: newsletterCampaigns.failed,
  state: newsletterCampaigns.state,
  sendingUntil: newsletterCampaigns.sendingUntil,
};

type CampaignRow = Pick<
  NewsletterCampaignRow,
  'id' | 'articleId' | 'createdAt' | 'startedAt' | 'total' | 'sent' | 'failed' | 'state' | 'sendingUntil'
> & {
  articleTitle: string;
  subject: string | null;
};

function toModel(row: CampaignRow): NewsletterCampaignModel {
  return {
    ...row,
    subject: row.subject ?? row.articleTitle,
    finished: row.state === 'cancelled' || (row.startedAt !== null && row.sent + row.failed >= row.total),
  };
}

export async function campaignForArticle(db: DbExecutor, articleId: number): Promise<NewsletterCampaignModel | null> {
  const [row] = await db
    .select(campaignColumns)
    .from(newsletterCampaigns)
    .innerJoin(articles, eq(articles.id, newsletterCampaigns.articleId))
    .where(eq(newsletterCampaigns.articleId, articleId));
  return row ? toModel(row) : null;
}

/**
 * Campaigns newest first. The total is a count(*) over the campaigns: at most
 * one per article, and a handful a month, so there is no totals row to keep.
 */
export async function listCampaigns(
  db: DbExecutor,
  input: AdminListInput | null | undefined,
): Promise<Page<NewsletterCampaignModel>> {
  const args = normalizeAdminPage(input);
  const rows = await db
    .select({ ...campaignColumns, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(newsletterCampaigns)
    .innerJoin(articles, eq(articles.id, newsletterCampaigns.articleId))
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(args.pageSize)
    .offset(args.offset);
  const totalCount = rows[0]?.totalCount ?? (args.page > 1 ? await db.$count(newsletterCampaigns) : 0);
  return toPage(
    rows.map(({ totalCount: _total, ...row }) => toModel(row)),
    totalCount,
    args,
  );
}

/** The article's e-mail to the subscribers, queued now (published) or when its schedule fires. */
export async function sendNewsletter(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'storage'>,
  articleId: number,
): Promise<NewsletterCampaignModel> {
  const { db, config, logger } = services;
  if (!mailSettings(config)) throw badInput(NEWSLETTER_MESSAGES.mailNotConfigured);
  const [article] = await db
    .select({ id: articles.id, status: articles.status, imageUrl: articles.imageUrl })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) throw notFound(NEWSLETTER_MESSAGES.articleNotFound);
  if (article.status === 'Borrador') throw badInput(NEWSLETTER_MESSAGES.articleIsDraft);
  if (article.status === PUBLISHED) await ensureJpegCopy(services, article.imageUrl);
  await db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(newsletterCampaigns)
      .values({ articleId })
      .onConflictDoNothing({ target: newsletterCampaigns.articleId })
      .returning({ id: newsletterCampaigns.id });
    if (!campaign) throw badInput(NEWSLETTER_MESSAGES.alreadySent);
    if (article.status === PUBLISHED) await startCampaign(services, tx, campaign.id);
  });
  const campaign = await campaignForArticle(db, articleId);
  logger.info({ campaignId: campaign?.id, articleId, recipients: campaign?.total }, 'newsletter campaign created');
  return campaign!;
}

/** What an article's e-mail shows of it, read by the campaign's start and by the preview alike. */
const ANNOUNCED_COLUMNS = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  imageUrl: articles.imageUrl,
};

/**
 * Fixes the campaign's e-mail and queues a delivery per confirmed subscriber,
 * if its article is public and it has not started. Returns whether this call
 * started it.
 */
export async function startCampaign(
  services: Pick<AppServices, 'config' | 'jobs'>,
  db: DbExecutor,
  campaignId: number,
): Promise<boolean> {
  const { publicUrl } = services.config;
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select(ANNOUNCED_COLUMNS)
      .from(newsletterCampaigns)
      .innerJoin(articles, eq(articles.id, newsletterCampaigns.articleId))
      .where(
        and(
          eq(newsletterCampaigns.id, campaignId),
          eq(articles.status, PUBLISHED),
          eq(newsletterCampaigns.state, 'waiting'),
        ),
      );
    if (!article) return false;
    // Its cover's JPEG copy, made beforehand by ensureJpegCopy (outside this transaction).
    const mail = articleMail(publicUrl, { ...article, imageUrl: await emailCoverUrl(tx, article.imageUrl) });
    // The row lock taken here makes a second starter wait, then find started_at set.
    const started = await tx
      .update(newsletterCampaigns)
      .set({
        startedAt: sql`now()`,
        state: 'sending',
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      })
      .where(and(eq(newsletterCampaigns.id, campaignId), isNull(newsletterCampaigns.startedAt)))
      .returning({ id: newsletterCampaigns.id });
    if (started.length === 0) return false;
    await tx.execute(sql`
      WITH queued AS (
        INSERT INTO newsletter_deliveries (campaign_id, subscriber_id)
        SELECT ${campaignId}, id FROM newsletter_subscribers WHERE status = 'confirmado'
        ON CONFLICT DO NOTHING
        RETURNING 1
      )
      UPDATE newsletter_campaigns SET total = (SELECT count(*) FROM queued) WHERE id = ${campaignId}`);
    await queueCampaignDeliveries(services, tx, campaignId);
    return true;
  });
}

/** Starts the article's waiting campaign, if it has one (the 'content published' event). */
export async function startArticleCampaign(
  services: Pick<AppServices, 'db' | 'config' | 'jobs' | 'storage' | 'logger'>,
  articleId: number,
): Promise<number | null> {
  const [waiting] = await services.db
    .select({ id: newsletterCampaigns.id, imageUrl: articles.imageUrl })
    .from(newsletterCampaigns)
    .innerJoin(articles, eq(articles.id, newsletterCampaigns.articleId))
    .where(and(eq(newsletterCampaigns.articleId, articleId), eq(newsletterCampaigns.state, 'waiting')));
  if (!waiting) return null;
  await ensureJpegCopy(services, waiting.imageUrl);
  return (await startCampaign(services, services.db, waiting.id)) ? waiting.id : null;
}

export interface NewsletterPreviewModel {
  subject: string;
  html: string;
  text: string;
  recipients: number;
  campaign: NewsletterCampaignModel | null;
}

/** What the article's e-mail would look like now, with an example unsubscribe link. */
export async function previewNewsletter(
  services: Pick<AppServices, 'db' | 'config' | 'storage' | 'logger'>,
  articleId: number,
): Promise<NewsletterPreviewModel> {
  const { db, config } = services;
  const mail = exampleMail(config.publicUrl, await announcedArticle(services, articleId));
  return {
    ...mail,
    recipients: await confirmedSubscriberCount(db),
    campaign: await campaignForArticle(db, articleId),
  };
}

/** What an article's e-mail shows of it (its cover's JPEG copy); NOT_FOUND in Spanish when it does not exist. */
async function announcedArticle(services: Pick<AppServices, 'db' | 'storage' | 'logger'>, articleId: number) {
  const [article] = await services.db.select(ANNOUNCED_COLUMNS).from(articles).where(eq(articles.id, articleId));
  if (!article) throw notFound(NEWSLETTER_MESSAGES.articleNotFound);
  // The cover's row as ensureJpegCopy leaves it: no second read for its URL.
  const cover = await ensureJpegCopy(services, article.imageUrl);
  return { ...article, imageUrl: article.imageUrl && emailImageUrl(article.imageUrl, cover) };
}

/** The article's e-mail with an example unsubscribe link (the preview and the owner's test). */
function exampleMail(publicUrl: string, article: Parameters<typeof articleMail>[1]) {
  const mail = articleMail(publicUrl, article);
  return { subject: mail.subject, ...personalize(mail, `${publicUrl}${NEWSLETTER_PATHS.unsubscribe}`) };
}

/** 'Enviarme una prueba': the article's e-mail to the signed-in owner only, through the urgent e-mail queue. */
export async function sendTestNewsletter(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'jobs' | 'mailer' | 'storage'>,
  articleId: number,
  ownerEmail: string | null | undefined,
): Promise<true> {
  const { db, config, logger } = services;
  if (!mailSettings(config)) throw badInput(NEWSLETTER_MESSAGES.mailNotConfigured);
  if (!ownerEmail) throw badInput(NEWSLETTER_MESSAGES.noAdminEmail);
  // The e-mail alone: the preview's recipient count and campaign are not needed here.
  const mail = exampleMail(config.publicUrl, await announcedArticle(services, articleId));
  // Her own test goes first, never behind a campaign or confirmations.
  await queueEmail(services, db, {
    to: ownerEmail,
    subject: `[Prueba] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
  });
  logger.info({ articleId }, 'newsletter test e-mail queued');
  return true;
}
