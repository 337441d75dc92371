import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';
import { contactMessages, throttles } from '../../db/schema';
import { runJobs } from '../../../test/jobs';
import { CONTACT_PER_IP, CONTACT_PER_VISITOR, CONTACT_THROTTLED_MESSAGE } from './submitContactMessage';
import { CONTACT_MESSAGES } from '@crecer/domain/contactRules';
import { isDeliverableAddress } from '@crecer/domain/emailAddress';

const SendContactMutation = graphql(`
  mutation TestSendContact($name: String!, $email: String!, $message: String!, $website: String) {
    sendContactMessage(name: $name, email: $email, message: $message, website: $website)
  }
`);

const valid = { name: 'Laura Gómez', email: 'laura@example.com', message: 'Quisiera pedir una consulta.' };

describe.each(TEST_DATABASES)('sendContactMessage on %s', (kind) => {
  let app: TestApp;
  let seq = 0;
  // Each test gets its own visitor and IP, so throttle counters never leak between tests.
  let who: { visitorId: string; ip: string };
  const stored = () => app.runtime.services.db.select().from(contactMessages);

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  beforeEach(async () => {
    seq += 1;
    who = { visitorId: `contact-visitor-${seq}`, ip: `127.0.1.${seq}` };
    await app.runtime.services.db.delete(contactMessages);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('requires name, e-mail and message, naming each field', async () => {
    const result = await app.execute(SendContactMutation, { name: ' ', email: '', message: '  ' }, who);
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(CONTACT_MESSAGES.nameRequired);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: 'name', message: CONTACT_MESSAGES.nameRequired },
      { field: 'email', message: CONTACT_MESSAGES.emailRequired },
      { field: 'message', message: CONTACT_MESSAGES.messageRequired },
    ]);
    const noMessage = await app.execute(SendContactMutation, { ...valid, message: '' }, who);
    expect(noMessage.errors?.[0]?.extensions).toMatchObject({ field: 'message' });
    expect(await stored()).toHaveLength(0);
  });

  it('rejects malformed e-mail addresses', async () => {
    for (const email of [
      'laura',
      'laura@',
      'laura@example',
      'la ura@example.com',
      '@example.com',
      // Each of these passed the old pattern and became a malformed Reply-To header.
      'eve@example.com,evil.example',
      'a@b.co>x',
      'Laura <laura@example.com>',
      'laura@example.com;x@evil.test',
    ]) {
      const result = await app.execute(SendContactMutation, { ...valid, email }, who);
      expect(result.errors?.[0]?.message, email).toBe(CONTACT_MESSAGES.emailInvalid);
      expect(result.errors?.[0]?.extensions?.field).toBe('email');
    }
    expect(await stored()).toHaveLength(0);
  });

  it('rejects line breaks in the name and e-mail (header injection)', async () => {
    const name = await app.execute(SendContactMutation, { ...valid, name: 'Laura\r\nBcc: x@evil.test' }, who);
    expect(name.errors?.[0]?.message).toBe(CONTACT_MESSAGES.nameLineBreak);
    const email = await app.execute(
      SendContactMutation,
      { ...valid, email: 'laura@example.com\nBcc: x@evil.test' },
      who,
    );
    expect(email.errors?.[0]?.message).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(await stored()).toHaveLength(0);
  });

  it('accepts addresses people really have, accents included', async () => {
    for (const email of ['laura.perez+crianza@example.com.ar', 'josé@ejemplo.es', "o'neil@example.org"])
      expect(isDeliverableAddress(email), email).toBe(true);
  });

  it('stores a valid message, trimmed, kept for the inbox when e-mail is not configured', async () => {
    const result = await app.execute(SendContactMutation, { ...valid, name: `  ${valid.name} `, website: '' }, who);
    expect(result.errors).toBeUndefined();
    expect(result.data?.sendContactMessage).toBe(true);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, deliveryStatus: 'not_configured', attempts: 0 });
    // Without SMTP_URL no job is queued: it lives in the admin inbox only.
    expect(await runJobs(app.runtime.services)).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect((await stored())[0]?.deliveryStatus).toBe('not_configured');
  });

  it('answers true to a filled honeypot but stores and counts nothing', async () => {
    const result = await app.execute(SendContactMutation, { ...valid, website: 'https://spam.example' }, who);
    expect(result.data?.sendContactMessage).toBe(true);
    expect(await stored()).toHaveLength(0);
    const counters = await app.runtime.services.db.select().from(throttles).where(eq(throttles.subject, who.visitorId));
    expect(counters).toHaveLength(0);
  });

  it('throttles one visitor after the limit with a clear Spanish message', async () => {
    for (let i = 0; i < CONTACT_PER_VISITOR.limit; i += 1)
      expect((await app.execute(SendContactMutation, valid, who)).errors).toBeUndefined();
    const refused = await app.execute(SendContactMutation, valid, who);
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toBe(CONTACT_THROTTLED_MESSAGE);
    expect(await stored()).toHaveLength(CONTACT_PER_VISITOR.limit);
  });

  it('throttles one IP across fresh visitor cookies', async () => {
    for (let i = 0; i < CONTACT_PER_IP.limit; i += 1) {
      const result = await app.execute(SendContactMutation, valid, { ip: who.ip, visitorId: `${who.visitorId}-${i}` });
      expect(result.errors).toBeUndefined();
    }
    const refused = await app.execute(SendContactMutation, valid, { ip: who.ip, visitorId: `${who.visitorId}-new` });
    expect(errorCode(refused)).toBe('TOO_MANY_REQUESTS');
    expect(await stored()).toHaveLength(CONTACT_PER_IP.limit);
  });
});
