import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './app-server.js';

// Runs every suite of bench/suites/ one after another (they share two cores, so never at once),
// or only those named: `npm run bench -- drive teams`. Each suite prints its figures and writes
// bench/results/<suite>.json.

const wanted = process.argv.slice(2);
const suites = readdirSync('bench/suites')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.basename(f, '.ts'))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
if (suites.length === 0) throw new Error(`no bench suite matches ${wanted.join(', ')}`);

// Every suite measures the compiled server, as `npm start` runs it.
buildServer();

let failed = 0;
for (const suite of suites) {
  console.info(`\n== bench: ${suite} ==`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/suites/${suite}.ts`], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.error(`bench suite ${suite} failed (exit ${run.status ?? run.signal})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
