import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: pure code and components (fast, no I/O), and the server against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Argon2 and real databases make server tests slower than units; files run one per core.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
