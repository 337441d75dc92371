import type { MutationResolvers } from '../../__generated__/resolvers-types';
import {
  articleKind,
  deleteContent,
  restoreRevision,
  saveContent,
  contentKindOf,
  guideKind,
} from '../../services/content';
import { deleteCategory, saveCategory } from '../../services/categories';
import { deletePuzzleWord, deleteQuestion, savePuzzleWord, saveQuestion } from '../../services/games';
import { deleteContactMessage, markContactMessageRead } from '../../services/contact';
import { removeDemoContent } from '../../services/seed';
import { saveSiteConfiguration } from '../../services/siteConfig';
import { setContentFlag } from '../../services/stats';
import { unauthenticated } from '../../services/shared/errors';
import { parseId } from '../../services/shared/ids';
import {
  sendNewsletter,
  sendTestNewsletter,
  deleteSubscriber,
  importSubscribers,
  cancelCampaign,
  pauseCampaign,
  resumeCampaign,
  retryDelivery,
} from '../../services/newsletter';
import type { GraphQLContext } from '../context';

/** The @admin directive already ran; this narrows the type and names the author. */
function authorId(context: GraphQLContext): string {
  if (!context.user) throw unauthenticated();
  return context.user.id;
}

/** Admin writes; every field is guarded by @admin in schema.graphql. */
export const AdminMutation: MutationResolvers = {
  createArticle: (_root, { input }, context) => saveContent(articleKind, context, authorId(context), input),
  updateArticle: (_root, { id, input }, context) => saveContent(articleKind, context, authorId(context), input, id),
  deleteArticle: (_root, { id }, context) => deleteContent(articleKind, context, id),
  createGuide: (_root, { input }, context) => saveContent(guideKind, context, authorId(context), input),
  updateGuide: (_root, { id, input }, context) => saveContent(guideKind, context, authorId(context), input, id),
  deleteGuide: (_root, { id }, context) => deleteContent(guideKind, context, id),
  restoreContentRevision: (_root, { contentType, revisionId }, context) =>
    restoreRevision(contentKindOf(contentType), context, authorId(context), revisionId),
  createCategory: (_root, { input }, context) => saveCategory(context, input),
  updateCategory: (_root, { id, input }, context) => saveCategory(context, input, id),
  deleteCategory: (_root, { id }, context) => deleteCategory(context, id),
  createGameQuestion: (_root, { input }, context) => saveQuestion(context, input),
  updateGameQuestion: (_root, { id, input }, context) => saveQuestion(context, input, id),
  deleteGameQuestion: (_root, { id }, context) => deleteQuestion(context, id),
  createPuzzleWord: (_root, { input }, context) => savePuzzleWord(context, input),
  updatePuzzleWord: (_root, { id, input }, context) => savePuzzleWord(context, input, id),
  deletePuzzleWord: (_root, { id }, context) => deletePuzzleWord(context, id),
  setContentFlag: (_root, { contentType, id, flag, value }, context) =>
    setContentFlag(context, contentType, id, flag, value),
  saveSiteConfiguration: (_root, { changes }, context) => saveSiteConfiguration(context, changes),
  markContactMessageRead: (_root, { id, read }, context) => markContactMessageRead(context, id, read),
  deleteContactMessage: (_root, { id }, context) => deleteContactMessage(context, id),
  deleteSubscriber: (_root, { id }, { db }) => deleteSubscriber(db, parseId(id)),
  sendNewsletterTest: (_root, { articleId }, context) =>
    sendTestNewsletter(context, parseId(articleId, 'articleId'), context.user?.email),
  sendNewsletter: (_root, { articleId }, context) => sendNewsletter(context, parseId(articleId, 'articleId')),
  pauseNewsletterCampaign: (_root, { id }, context) => pauseCampaign(context, parseId(id)),
  resumeNewsletterCampaign: (_root, { id }, context) => resumeCampaign(context, parseId(id)),
  cancelNewsletterCampaign: (_root, { id }, context) => cancelCampaign(context, parseId(id)),
  retryNewsletterDelivery: (_root, { id }, context) => retryDelivery(context, parseId(id)),
  importSubscribers: (_root, { file, consented }, context) => importSubscribers(context, file, consented),
  removeDemoContent: (_root, _args, context) => removeDemoContent(context),
};
