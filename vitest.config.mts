import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // test/pg needs a PostgreSQL server: only when DATABASE_URL is set.
          include: [
            'test/integration/**/*.test.ts',
            ...(process.env.DATABASE_URL ? ['test/pg/**/*.test.ts'] : []),
          ],
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // PGlite instances and OCR workers are memory-hungry: keep parallelism modest on 2 cores.
          maxWorkers: 2,
          // Runs after the unit project (different worker limits need their own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
