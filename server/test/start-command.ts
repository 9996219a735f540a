import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// How `npm start` runs the server, read from package.json so the tests and benches that start
// it the same way cannot drift from the product.

type Scripts = { start: string };

function scripts(): Scripts {
  return (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Scripts }).scripts;
}

/** The start script's Node flags and the compiled entry it runs (`dist/server.js`). */
export function startCommand(): { flags: string[]; entry: string } {
  const { start } = scripts();
  const found = /node ((?:--[\w-]+(?:=\S+)? )*)(dist\/\S+\.js)$/.exec(start);
  if (!found) throw new Error(`the start script no longer runs a compiled server: ${start}`);
  return { flags: found[1]!.split(' ').filter(Boolean), entry: found[2]! };
}

/** Compiles the server as `npm start` does (about a second). */
export function buildServer(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
}
