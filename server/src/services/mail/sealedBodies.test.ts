/**
 * Queued e-mail bodies at rest: what a database dump holds of a reset link
 * waiting for the mail server is no link at all, while the e-mail sent carries
 * it; rows queued before sealing still go out; a body sealed under another
 * APP_SECRET, or altered, is never sent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runJobs } from '../../../test/jobs';
import { recordingTransport } from '../../../test/recordingTransport';
import { executeRows } from '../../db/client';
import { requestPasswordReset, upsertUser } from '../auth';
import { queueEmail } from './outgoingEmails';
import { mailBodyKey, openBody, sealBody } from './sealedBodies';

const OWNER = 'duena@example.com';

describe('a sealed body', () => {
  const key = mailBodyKey('un-secreto-de-prueba-largo');

  it('opens to what was sealed, and looks different each time', () => {
    const body = 'Restablece tu contraseña: https://crecer.example/restablecer#abc ñandú';
    const [first, second] = [sealBody(key, body), sealBody(key, body)];
    expect(first).not.toContain('restablecer');
    expect(first).not.toBe(second);
    expect(openBody(key, first)).toBe(body);
    expect(openBody(key, '')).toBe('');
    expect(openBody(key, 'queued before sealing')).toBe('queued before sealing');
  });

  it('does not open under another APP_SECRET, nor once altered', () => {
    const sealed = sealBody(key, 'Hola');
    expect(() => openBody(mailBodyKey('otro-secreto-distinto'), sealed)).toThrow(/another APP_SECRET, or altered/);
    // One bit flipped in the IV, the tag and the text in turn (bytes 0, 12 and the last). Flipping
    // a bit always alters the body; replacing a base64 character could leave it as it was (1 run in 64).
    const prefix = sealed.slice(0, sealed.lastIndexOf(':') + 1);
    const raw = Buffer.from(sealed.slice(prefix.length), 'base64url');
    for (const at of [0, 12, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[at]! ^= 1;
      expect(() => openBody(key, prefix + altered.toString('base64url'))).toThrow(/another APP_SECRET, or altered/);
    }
  });
});

describe('a reset e-mail waiting for the mail server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp('pglite', {
      seed: false,
      config: { smtpUrl: 'smtp://127.0.0.1:9', contactTo: OWNER, publicUrl: 'https://crecer.example' },
    });
    await upsertUser(app.runtime.services.db, OWNER, 'clave-larga-123');
  });
  afterAll(() => app?.close());

  it('leaves no link in a dump of the table, and goes out with it', async () => {
    await requestPasswordReset(app.runtime.services, OWNER, '127.0.0.1');
    const dump = await executeRows<{ row: string }>(
      app.runtime.services.db,
      sql`select row_to_json(e)::text as row from outgoing_emails e`,
    );
    expect(dump).toHaveLength(1);
    expect(dump[0]!.row).toContain(OWNER);
    expect(dump[0]!.row).not.toMatch(/restablecer|#[A-Za-z0-9_-]{20,}/);

    const { transport, mails } = recordingTransport();
    await runJobs(app.runtime.services, transport);
    expect(mails).toHaveLength(1);
    expect(String(mails[0]!.text)).toMatch(/https:\/\/crecer\.example\/\S*#[A-Za-z0-9_-]{20,}/);
  });

  it('sends a row queued before sealing as it is, and never one sealed under another secret', async () => {
    const services = app.runtime.services;
    // As an upgrade finds it: queued by the previous version, its job picked up by the sweep.
    await services.db.execute(
      sql`insert into outgoing_emails (to_address, subject, text_body, html_body, next_attempt_at)
          values (${OWNER}, 'Antes', 'Texto plano', '<p>Texto plano</p>', now() - interval '10 minutes')`,
    );
    expect(await services.jobs.runScheduled('mail-sweep')).toEqual({ status: 'succeeded' });
    const foreign = { ...services, config: { ...services.config, appSecret: 'otro-secreto-distinto-del-sitio' } };
    await queueEmail(foreign, services.db, { to: OWNER, subject: 'Ajeno', text: 'Secreto', html: '<p>Secreto</p>' });

    const { transport, mails } = recordingTransport();
    await runJobs(services, transport);
    expect(mails.map((mail) => [mail.subject, mail.text])).toEqual([['Antes', 'Texto plano']]);
    const [refused] = await executeRows<{ delivery_status: string; last_error: string }>(
      services.db,
      sql`select delivery_status, last_error from outgoing_emails where subject = 'Ajeno'`,
    );
    expect(refused?.last_error).toMatch(/another APP_SECRET, or altered/);
  });
});
