import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, newsletterEmailShapeError } from './newsletterRules';

describe('newsletterEmailShapeError', () => {
  it('asks for an address, then for one shaped like name@domain.tld', () => {
    expect(newsletterEmailShapeError('')).toBe(NEWSLETTER_MESSAGES.emailRequired);
    expect(newsletterEmailShapeError('   ')).toBe(NEWSLETTER_MESSAGES.emailRequired);
    for (const bad of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana maria@example.com',
      `${'a'.repeat(250)}@x.com`,
    ])
      expect(newsletterEmailShapeError(bad), bad).toBe(NEWSLETTER_MESSAGES.emailInvalid);
    expect(newsletterEmailShapeError(' ana.perez@example.com ')).toBeNull();
  });
});
