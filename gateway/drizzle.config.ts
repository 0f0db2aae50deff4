import { defineConfig } from 'drizzle-kit';

// Only generation lives here; the gateway applies the migrations itself at start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
