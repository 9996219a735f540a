import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Three projects: pure code and components (fast, no I/O), the server against a real database,
// and the two-instance test (real processes on PostgreSQL, Redis and S3; npm run test:cluster).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/test/cluster/**'],
          environment: 'node',
          globalSetup: ['server/test/database-template.ts'],
          // Every file builds its own app on its own database, and no file mocks modules, so the
          // files of a worker share one module graph: importing the server again for each file
          // was most of the suite's time (about 4 times the tests' own on two cores).
          isolate: false,
          // Argon2 and real databases make server tests slower than units; files run one per core.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'cluster',
          include: ['server/test/cluster/**/*.test.ts'],
          environment: 'node',
          // Each file starts a cluster of its own; one at a time, so two never share the cores
          // their timings (a paced upload still streaming at a SIGTERM) were measured on.
          fileParallelism: false,
          // Starting two server processes and the services they need takes a while under load.
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
