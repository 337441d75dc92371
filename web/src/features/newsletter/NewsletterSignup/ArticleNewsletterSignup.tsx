import { useDeclaredQuery } from '../../../lib/page/useDeclaredQuery';
import { newsletterEnabledQuery } from '../newsletterEnabled';
import { NewsletterSignup } from './NewsletterSignup';

/** The box under an article, read from the query the article page declares after its article (ArticleDetailPage). */
export function ArticleNewsletterSignup() {
  const { data } = useDeclaredQuery(newsletterEnabledQuery);
  return data?.newsletterEnabled ? <NewsletterSignup /> : null;
}
