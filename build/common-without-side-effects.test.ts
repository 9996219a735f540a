import path from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { commonWithoutSideEffects, isCommonModule } from './common-without-side-effects';

// The build step runs on common/'s modules only; these fixtures stand in for them, with a builder
// the bundler cannot see into (it counts its calls), as zod's chains are.
const fixtures: Record<string, string> = {
  [path.resolve('common/fixture-builder.ts')]: `
    export function build(value) {
      globalThis.builds = (globalThis.builds ?? 0) + 1;
      return value;
    }`,
  [path.resolve('common/fixture-schemas.ts')]: `
    import { build } from './fixture-builder.ts';
    export const Used = build({ name: 'used-marker' });
    export const Unused = build({ name: 'unused-marker', inner: build('nested-marker') });
    export function run() {
      build('inside-a-function-marker');
    }`,
  [path.resolve('web/fixture-entry.ts')]: `
    import { Used, run } from '../common/fixture-schemas.ts';
    run();
    console.log(Used);`,
};

const fixturePlugin: RolldownPlugin = {
  name: 'fixtures',
  resolveId: (source, importer) =>
    importer ? path.resolve(path.dirname(importer), source) : path.resolve(source),
  load: (id) => fixtures[id] ?? null,
};

async function bundle(withStep: boolean): Promise<string> {
  const step = commonWithoutSideEffects() as RolldownPlugin;
  const build = await rolldown({
    input: 'web/fixture-entry.ts',
    plugins: withStep ? [fixturePlugin, step] : [fixturePlugin],
    treeshake: withStep ? { moduleSideEffects: (id) => !isCommonModule(id) } : true,
  });
  const { output } = await build.generate({});
  return output[0].code;
}

describe('common/ built without side effects', () => {
  it('leaves out a value no module uses, and what only it built', async () => {
    const code = await bundle(true);
    expect(code).toContain('used-marker');
    expect(code).not.toContain('unused-marker');
    expect(code).not.toContain('nested-marker');
  });

  it('keeps the calls inside functions, which run when called', async () => {
    expect(await bundle(true)).toContain('inside-a-function-marker');
  });

  it('is what drops them: without it the bundler keeps every call', async () => {
    expect(await bundle(false)).toContain('unused-marker');
  });

  it('knows common/ modules from the rest and from their tests', () => {
    expect(isCommonModule(path.resolve('common/api/teams/routes.ts'))).toBe(true);
    expect(isCommonModule(path.resolve('common/api/teams.test.ts'))).toBe(false);
    expect(isCommonModule(path.resolve('web/lib/api-client.ts'))).toBe(false);
  });
});
