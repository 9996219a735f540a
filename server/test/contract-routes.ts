import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteContract } from '../../common/api/contract.js';

// Every contract route of common/api, found by walking what each file exports, so a route added
// later is covered by the tests that walk them without touching those tests.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/api');
const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

/** Every contract route with its name as `<exported object>.<key>`, e.g. `accountRoutes.login`. */
export async function contractRoutes(): Promise<Array<[string, RouteContract]>> {
  const found = new Map<RouteContract, string>();
  const files = readdirSync(apiDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const exported = (await import(path.join(apiDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [key, route] of Object.entries(value))
        if (isRoute(route) && !found.has(route)) found.set(route, `${name}.${key}`);
    }
  }
  return [...found].map(([route, name]) => [name, route]);
}
