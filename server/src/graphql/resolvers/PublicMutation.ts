import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { submitContactMessage } from '../../services/contact';
import { startCheckout } from '../../services/purchase';
import { rateContent, visitorIdentity } from '../../services/ratings';
import { recordSearch, recordView, recordVisit } from '../../services/views';
import { arrivalFrom, recordGoal } from '../../services/analytics';
import { confirmSubscription, subscribe, unsubscribe } from '../../services/newsletter';

/** Mutations anyone may call (the directive's public allowlist). */
export const PublicMutation: MutationResolvers = {
  rateContent: (_root, { contentType, id, rating }, context) =>
    rateContent(context, {
      contentType,
      id,
      rating,
      visitor: visitorIdentity(context.user, context.visitorId),
      address: context.ip,
    }),
  recordView: (_root, { contentType, id, source }, { views, user, visitorId, ip, config }) =>
    recordView(views, {
      contentType,
      id,
      visitor: visitorIdentity(user, visitorId),
      address: ip,
      arrival: arrivalFrom(source, config.publicUrl),
    }),
  recordVisit: (_root, { path, source }, { views, ip, config }) =>
    recordVisit(views, { path, address: ip, arrival: arrivalFrom(source, config.publicUrl) }),
  recordSearch: (_root, { contentType, term }, { views, ip }) =>
    recordSearch(views, { contentType, term, address: ip }),
  recordGoal: (_root, { goal, subject }, { db, config, ip }) =>
    recordGoal({ db, config }, { goal, subject, address: ip, now: Date.now() }),
  sendContactMessage: (_root, { name, email, message, website }, context) =>
    submitContactMessage(context, { name, email, message, website, visitor: context.visitorId(), ip: context.ip }),
  startCheckout: (_root, { guideId }, context) => startCheckout(context, guideId),
  subscribeToNewsletter: (_root, { email, website }, context) =>
    subscribe(context, { email, website, visitor: context.visitorId(), ip: context.ip }),
  confirmNewsletterSubscription: (_root, { token }, context) => confirmSubscription(context, token),
  unsubscribeFromNewsletter: (_root, { token }, context) => unsubscribe(context, token),
};
