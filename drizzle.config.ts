import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL from the schema; the app applies it at start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
});
