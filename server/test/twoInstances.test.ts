/**
 * Two app processes on one Postgres database and one S3-compatible bucket
 * (s3rver), behind a round-robin proxy on loopback: everything an instance
 * knows about a visitor or a message is in the shared stores, so any instance
 * can answer any request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import postgres from 'postgres';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MAIL_QUEUE } from '../src/services/contact';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, SESSION_COOKIE } from '../src/services/auth';
import { VIEW_WRITE_INTERVAL_MS } from '../src/services/views';
import { VISITOR_COOKIE } from '../src/services/visitors';
import { createScratchDatabase, skipWithoutPostgres, type ScratchDatabase } from './databases';
import { pngBytes } from './factories';
import { cookieFrom, postGraphQL, postMultipart } from './http';
import { startInstance, startRoundRobinProxy, type Instance, type RoundRobinProxy } from './instances';
import { decodeQuotedPrintable, freeLoopbackPort, startSmtpSink, type SmtpSink } from './smtpSink';

const OWNER = { email: 'duena@example.com', password: 'clave-larga-123' };
const CONTACT_TO = 'consultas@example.com';
const ME = { query: 'query Me { me { email } }' };

describe.skipIf(skipWithoutPostgres('two app instances on one database'))('two app instances on one database', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cef-two-'));
  let scratch: ScratchDatabase;
  let sql: postgres.Sql;
  let s3: S3rver;
  /** One mail server per instance: which one received a message tells which instance's worker sent it. */
  let smtp: Record<'a' | 'b', SmtpSink>;
  let instances: Instance[] = [];
  let proxy: RoundRobinProxy;
  let ownerCookie = '';

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(tmp, 's3'),
      configureBuckets: [{ name: 'crecer' }],
    });
    const { port: s3Port } = await s3.run();
    const smtpPorts = { a: await freeLoopbackPort(), b: await freeLoopbackPort() };
    smtp = { a: await startSmtpSink(smtpPorts.a), b: await startSmtpSink(smtpPorts.b) };
    const env = (name: 'a' | 'b') => ({
      NODE_ENV: 'development',
      DATABASE_URL: scratch.url,
      // Separate local folders: a file one instance serves for the other can only come from the bucket.
      DATA_DIR: path.join(tmp, name),
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'crecer',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${smtpPorts[name]}`,
      CONTACT_TO,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    });
    // Both at once on the empty database: migrations, seeding and the admin account race.
    instances = await Promise.all([startInstance('a', env('a')), startInstance('b', env('b'))]);
    proxy = await startRoundRobinProxy(instances);
    // Two processes start, migrate and seed demo pictures (one after the other, under the lock).
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(Object.values(smtp ?? {}).map((sink) => sink.close()));
    await s3?.close();
    await sql?.end();
    await scratch?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('ran each migration once and seeded the demo content once when both started together', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../migrations/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = await sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`;
    expect(applied.length).toBe(journal.entries.length);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    const [titles] = await sql`select count(*)::int as total, count(distinct title)::int as distinct from articles`;
    expect(titles?.total).toBeGreaterThan(0);
    expect(titles?.total).toBe(titles?.distinct);
    const [admins] = await sql`select count(*)::int as n from users where email = ${OWNER.email}`;
    expect(admins?.n).toBe(1);
  });

  it('keeps a session made on one instance signed in on the other', async () => {
    const login = await postGraphQL(proxy.url, {
      query: `mutation L { login(email: "${OWNER.email}", password: "${OWNER.password}") { id } }`,
    });
    ownerCookie = cookieFrom(login.response, SESSION_COOKIE)?.split(';')[0] ?? '';
    expect(ownerCookie).not.toBe('');
    const answers = await Promise.all(instances.map((instance) => postGraphQL(instance.url, ME, ownerCookie)));
    expect(answers.map(({ json }) => json.data?.me)).toEqual([{ email: OWNER.email }, { email: OWNER.email }]);
  });

  it('counts failed logins on both instances against one limit', async () => {
    const attempt = () =>
      postGraphQL(proxy.url, {
        query: 'mutation L { login(email: "otra@example.com", password: "incorrecta-123") { id } }',
      });
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { response, json } = await attempt();
      seen.add(response.headers.get('x-upstream') ?? '');
      expect(json.errors?.[0]?.message).toBe(LOGIN_FAILED_MESSAGE);
    }
    expect(seen).toEqual(new Set(['a', 'b']));
    // Each instance saw only two or three attempts; the sixth is refused all the same.
    expect((await attempt()).json.errors?.[0]?.message).toBe(LOGIN_THROTTLED_MESSAGE);
  });

  it('counts a visitor’s view once whichever instance answers', async () => {
    const [article] = await sql`select id, views from articles where status = 'Publicado' order by id limit 1`;
    const before = Number(article?.views);
    const view = { query: `mutation V { recordView(contentType: ARTICLE, id: "${article?.id}") }` };
    const first = await postGraphQL(proxy.url, view);
    expect(first.json.data?.recordView).toBe(before + 1);
    const visitor = first.response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const second = await postGraphQL(proxy.url, view, visitor);
    expect(second.response.headers.get('x-upstream')).not.toBe(first.response.headers.get('x-upstream'));
    expect(second.json.data?.recordView).toBe(before + 1);
    // Each instance writes what it buffered within VIEW_WRITE_INTERVAL_MS; the database counts her once.
    const stored = async () => Number((await sql`select views from articles where id = ${article?.id}`)[0]?.views);
    await expect.poll(stored, { timeout: VIEW_WRITE_INTERVAL_MS * 3 }).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, VIEW_WRITE_INTERVAL_MS * 2));
    expect(await stored()).toBe(before + 1);
  }, 60_000);

  it('serves a file uploaded through one instance from the other', async () => {
    const [category] = await sql`select id from categories order by id limit 1`;
    const created = await postMultipart(
      instances[0]!.url,
      {
        query: 'mutation A($input: ArticleInput!) { createArticle(input: $input) { imageUrl } }',
        variables: {
          input: {
            title: 'Subida en una instancia',
            summary: 'Resumen',
            content: '<p>Texto</p>',
            categoryId: String(category?.id),
            categoryPosition: 'TOP_RIGHT',
            image: null,
          },
        },
      },
      [{ path: 'variables.input.image', bytes: await pngBytes(300, 200), name: 'foto.png', type: 'image/png' }],
      ownerCookie,
    );
    const imageUrl = (created.json.data?.createArticle as { imageUrl: string }).imageUrl;
    const served = await fetch(`${instances[1]!.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  /**
   * The contact messages a mail server received (to CONTACT_TO): the owner's sign-ins above
   * also queue her a new-address notice, which is not what these tests count.
   */
  const contactMails = (sink: SmtpSink) => sink.received.filter((mail) => mail.envelopeTo.includes(CONTACT_TO));
  /** Every contact message both mail servers received, as decoded text. */
  const receivedBodies = () =>
    [...contactMails(smtp.a), ...contactMails(smtp.b)].map((mail) => decodeQuotedPrintable(mail.raw));

  async function waitUntilSent(read: () => Promise<postgres.Row[]>) {
    // Each instance's workers poll every 2 s; wait for the rows to be marked sent (the last event of a delivery).
    await expect
      .poll(async () => (await read()).every((row) => row.delivery_status === 'sent'), {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(true);
    return read();
  }

  it("e-mails each contact message exactly once with both instances' workers running", async () => {
    const texts = ['uno', 'dos', 'tres', 'cuatro'].map((word) => `Mensaje de prueba número ${word}`);
    for (const message of texts) {
      const { json } = await postGraphQL(proxy.url, {
        query:
          'mutation C($message: String!) { sendContactMessage(name: "Ana", email: "ana@example.com", message: $message) }',
        variables: { message },
      });
      expect(json.data?.sendContactMessage).toBe(true);
    }
    const rows = await waitUntilSent(() => sql`select delivery_status, attempts from contact_messages`);
    // One claim per message (attempts = 1) and one e-mail per message, whichever worker sent it.
    expect(rows.map((row) => [row.delivery_status, row.attempts])).toEqual(texts.map(() => ['sent', 1]));
    const bodies = receivedBodies();
    expect(bodies).toHaveLength(texts.length);
    for (const text of texts) expect(bodies.filter((body) => body.includes(text))).toHaveLength(1);
  }, 90_000);

  it('lets both instances take jobs from one queue without sending any message twice', async () => {
    // 25 contact e-mails queued at once, as 25 submissions would queue them: each instance's
    // worker takes a few at a time (pg-boss claims with SKIP LOCKED), so both send some.
    const before = { a: contactMails(smtp.a).length, b: contactMails(smtp.b).length };
    const markers = Array.from({ length: 25 }, (_, i) => `competencia-${String(i).padStart(2, '0')}`);
    const ids = (
      await sql`insert into contact_messages (name, email, message)
        select 'Ana', 'ana@example.com', m from unnest(${markers}::text[]) as m returning id`
    ).map((row) => Number(row.id));
    const queueing = new PgBoss({ connectionString: scratch.url, max: 1, supervise: false, schedule: false });
    await queueing.start();
    try {
      await queueing.insert(
        CONTACT_MAIL_QUEUE,
        ids.map((messageId) => ({ data: { messageId } })),
      );
    } finally {
      await queueing.stop({ graceful: false, close: true });
    }
    const rows = await waitUntilSent(
      () => sql`select delivery_status, attempts from contact_messages where id = any(${ids})`,
    );
    expect(rows.map((row) => [row.delivery_status, row.attempts])).toEqual(markers.map(() => ['sent', 1]));
    const bodies = receivedBodies();
    for (const marker of markers) expect(bodies.filter((body) => body.includes(marker))).toHaveLength(1);
    const sentBy = { a: contactMails(smtp.a).length - before.a, b: contactMails(smtp.b).length - before.b };
    expect(sentBy.a + sentBy.b).toBe(markers.length);
    expect(sentBy.a).toBeGreaterThan(0);
    expect(sentBy.b).toBeGreaterThan(0);
  }, 120_000);
  // Last: it stops both instances.
  it('writes every view either instance counted, exactly once, when both stop with views still buffered', async () => {
    // All from one address (127.0.0.1): each article counts one view per window from it, whoever reads.
    const items = await sql`select id, views from articles where status = 'Publicado' order by id offset 1 limit 12`;
    for (const item of items) {
      const view = { query: `mutation V { recordView(contentType: ARTICLE, id: "${item.id}") }` };
      const first = await postGraphQL(instances[0]!.url, view);
      const visitor = cookieFrom(first.response, VISITOR_COOKIE)?.split(';')[0] ?? '';
      // Her again on the other instance, then someone else from her address: neither counts.
      await postGraphQL(instances[1]!.url, view, visitor);
      await postGraphQL(instances[1]!.url, view);
    }
    await Promise.all(instances.map((instance) => instance.stop()));
    const ids = items.map((item) => Number(item.id));
    const after = await sql`select id, views from articles where id in ${sql(ids)} order by id`;
    expect(after.map((row) => Number(row.views))).toEqual(items.map((item) => Number(item.views) + 1));
  }, 60_000);
});
