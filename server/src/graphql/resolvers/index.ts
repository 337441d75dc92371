import type { Resolvers } from '../../__generated__/resolvers-types';
import { Article } from './Article';
import { ContactMessage } from './ContactMessage';
import {
  CampaignState,
  CategoryPosition,
  ContentStatus,
  ContentType,
  JobRunStatus,
  OrderStatus,
  SubscriberStatus,
  UserRole,
} from './enums';
import { FeaturedItem } from './FeaturedItem';
import { Guide } from './Guide';
import { AdminMutation } from './AdminMutation';
import { AdminQuery } from './AdminQuery';
import { AuthMutation } from './AuthMutation';
import { PublicMutation } from './PublicMutation';
import { PublicQuery } from './PublicQuery';
import { SiteConfigEntry } from './SiteConfigEntry';
import { DateTime, Upload } from './scalars';

export const resolvers: Resolvers = {
  DateTime,
  Upload,
  ContentStatus,
  CategoryPosition,
  ContentType,
  UserRole,
  OrderStatus,
  SubscriberStatus,
  CampaignState,
  JobRunStatus,
  Query: { ...PublicQuery, ...AdminQuery },
  Mutation: { ...PublicMutation, ...AuthMutation, ...AdminMutation },
  Article,
  Guide,
  FeaturedItem,
  ContactMessage,
  SiteConfigEntry,
};
