import type { ContactMessageResolvers } from '../../__generated__/resolvers-types';

export const ContactMessage: ContactMessageResolvers = {
  read: (message) => message.readAt !== null,
};
