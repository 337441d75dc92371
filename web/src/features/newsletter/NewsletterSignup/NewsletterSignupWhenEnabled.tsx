import { useDeclaredQuery } from '../../../lib/page/useDeclaredQuery';
import { newsletterEnabledQuery } from '../newsletterEnabled';
import { NewsletterSignup } from './NewsletterSignup';

/**
 * The subscribe box where e-mail is set up: reads newsletterEnabledQuery, which
 * the page showing it declares (home in its queries, an article's page after its article).
 */
export function NewsletterSignupWhenEnabled() {
  const { data } = useDeclaredQuery(newsletterEnabledQuery);
  return data?.newsletterEnabled ? <NewsletterSignup /> : null;
}
