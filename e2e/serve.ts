import { rmSync } from 'node:fs';

// Every browser run starts on an empty database, so sign-ups never collide with an earlier run.
rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
await import('../server/main.js');
