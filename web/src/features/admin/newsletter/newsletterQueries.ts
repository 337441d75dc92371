/** The queries of the newsletter screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminSubscribersPageQuery = graphql(/* GraphQL */ `
  query AdminSubscribersPage($input: AdminListInput) {
    subscribers(input: $input) {
      items {
        id
        email
        status
        createdAt
      }
      totalCount
      pageCount
      confirmedCount
      subscriberCount
    }
    newsletterEnabled
  }
`);

export const AdminNewsletterCampaignsQuery = graphql(/* GraphQL */ `
  query AdminNewsletterCampaigns($input: AdminListInput) {
    newsletterCampaigns(input: $input) {
      items {
        ...CampaignProgress_campaign
        articleTitle
        createdAt
      }
      totalCount
    }
  }
`);

export const AdminNewsletterEnabledQuery = graphql(/* GraphQL */ `
  query AdminNewsletterEnabled {
    newsletterEnabled
  }
`);

/** The sends 'Envíos' shows: the ten latest. */
export const SHOWN_CAMPAIGNS = { page: 1, pageSize: 10 };
