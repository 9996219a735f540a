import path from 'node:path';
import { RolldownMagicString } from 'rolldown';
import type { Plugin } from 'vite';

// common/ builds its schemas and route contracts at the top of its modules: calls such as
// `z.object({...})`, `Base.extend({...})` or `defineRoute({...})` whose results are all a module
// does. A bundler cannot know those calls have no other effect, so it kept every schema of every
// common module the web app reached, used or not: the sign-up, billing and scheduler schemas came
// with Home because Home's modules import a file that also defines them. This build step tells
// the bundler what is true of common/: its modules do nothing when loaded but define values, so a
// module none of whose values is used is left out, and so is each unused value of one that is.

const commonDir = `${path.resolve('common')}${path.sep}`;

/** Whether `id` is one of common/'s own modules (tests aside). */
export const isCommonModule = (id: string) =>
  id.startsWith(commonDir) && /\.ts$/.test(id) && !/\.test\.ts$/.test(id);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The start of every call and `new` in `node`, outside function bodies (a function's calls run
 * when it is called, not when the module loads, and stay as they are).
 */
function callStarts(node: Node, starts: Set<number>): void {
  if (/Function/.test(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) callStarts(item, starts);
    if (isNode(value)) callStarts(value, starts);
  }
}

/**
 * Marks every call that initialises a top-level constant of a common/ module as pure, which
 * lets the bundler drop the constant when nothing uses it; a call whose value is used still runs.
 * Top-level statements that are not declarations are left as they are.
 */
export function commonWithoutSideEffects(): Plugin {
  return {
    name: 'crewcast-common-without-side-effects',
    apply: 'build',
    // After TypeScript is stripped, so the parser reads plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!isCommonModule(id)) return null;
      const starts = new Set<number>();
      for (let statement of this.parse(code).body as unknown as Node[]) {
        if (statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration))
          statement = statement.declaration;
        if (statement.type !== 'VariableDeclaration') continue;
        for (const declarator of statement.declarations as Node[])
          if (isNode(declarator.init)) callStarts(declarator.init, starts);
      }
      if (starts.size === 0) return null;
      const marked = new RolldownMagicString(code);
      for (const start of starts) marked.prependLeft(start, '/* @__PURE__ */ ');
      return { code: marked };
    },
  };
}
