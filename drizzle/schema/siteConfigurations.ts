import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const siteConfigurations = pgTable('site_configurations', {
  id: serial('id').primaryKey(),
  configKey: text('config_key').notNull().unique(),
  configValue: text('config_value'),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteConfigurationRow = typeof siteConfigurations.$inferSelect;
