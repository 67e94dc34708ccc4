import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The schema follows from the modules: each module's tables live in its *.table.ts files.
  schema: ['./src/modules/*/*.table.ts', './src/platform/**/*.table.ts'],
  out: './drizzle',
});
