import { graphql } from '../../gql';
import { pageQuery } from '../../lib/page/pageQuery';

const NewsletterEnabledQuery = graphql(/* GraphQL */ `
  query NewsletterEnabled {
    newsletterEnabled
  }
`);

/**
 * Whether the subscribe box shows (e-mail is set up on the server). Declared
 * by the pages that show the box, so the server renders it or not: the same
 * HTML for every visitor, and no box appearing after hydration.
 */
export const newsletterEnabledQuery = pageQuery(NewsletterEnabledQuery);
