import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: generates committed SQL migrations into ./drizzle from src/db/schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
