import { defineConfig } from 'drizzle-kit';

// DRIZZLE_OUT lets the drift check generate into a scratch copy of migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './drizzle/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './migrations',
});
