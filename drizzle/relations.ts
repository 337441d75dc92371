import { relations } from 'drizzle-orm';
import { articles, categories, guides, sessions, users } from './schema/index';

export const categoryRelations = relations(categories, ({ many }) => ({
  articles: many(articles),
  guides: many(guides),
}));

export const articleRelations = relations(articles, ({ one }) => ({
  category: one(categories, { fields: [articles.categoryId], references: [categories.id] }),
  author: one(users, { fields: [articles.userId], references: [users.id] }),
}));

export const guideRelations = relations(guides, ({ one }) => ({
  category: one(categories, { fields: [guides.categoryId], references: [categories.id] }),
  author: one(users, { fields: [guides.userId], references: [users.id] }),
}));

export const sessionRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
