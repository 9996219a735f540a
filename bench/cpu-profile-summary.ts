import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

// A V8 CPU profile (CDP Profiler) of the built web app, summarised by self time: per source file
// and per function, each place mapped back through the build's source maps, so the minified
// chunks read as the modules they came from (react-dom, TanStack Query, the app's own files).

export type CpuProfile = {
  nodes: Array<{
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
};

const consumers = new Map<string, SourceMapConsumer | null>();

/** The source map of a built script, by its URL's path under `dir`; null when it has none. */
function consumerOf(url: string, dir: string): SourceMapConsumer | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  if (!consumers.has(pathname)) {
    const file = path.join(dir, `${pathname}.map`);
    consumers.set(
      pathname,
      existsSync(file)
        ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  return consumers.get(pathname) ?? null;
}

/** A source file's name as a reader knows it: the package, or the app's path. */
function shortSource(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = source.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@')
      ? `${rest[0]}/${rest[1]}/${rest.at(-1)}`
      : `${rest[0]}/${rest.at(-1)}`;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

type Place = { file: string; name: string; app: boolean };

/** Where a profile node's function is, mapped through the build's source maps. */
function placeOf(frame: CpuProfile['nodes'][number]['callFrame'], dir: string): Place {
  const { functionName, url, lineNumber, columnNumber } = frame;
  const file = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
  const map = url ? consumerOf(url, dir) : null;
  const at = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!at?.source) return { file, name: functionName || '(anonymous)', app: false };
  const source = shortSource(at.source);
  return {
    file: source,
    name: `${at.name ?? functionName} ${source}:${at.line}`,
    app: !at.source.includes('node_modules') && /^(web|common)\//.test(source),
  };
}

const rows = (m: Map<string, number>, top: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

/**
 * Self time per source file and per function, and the time under each of the app's own functions
 * (the nearest one of web/ or common/ on the stack, libraries it calls included), the `top`
 * largest of each, as text.
 */
export function summariseProfile(profile: CpuProfile, dir: string, top = 25): string {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<number, Place>();
  const place = (id: number) => {
    let found = places.get(id);
    if (!found) places.set(id, (found = placeOf(nodes.get(id)!.callFrame, dir)));
    return found;
  };
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byAppFunction = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, us: number) =>
    m.set(key, (m.get(key) ?? 0) + us);
  let total = 0;
  for (const [id, us] of self) {
    total += us;
    const here = place(id);
    add(byFile, here.file, us);
    add(byFunction, here.name, us);
    let up: number | undefined = id;
    while (up !== undefined && !place(up).app) up = parent.get(up);
    add(byAppFunction, up === undefined ? `(no app frame) ${here.file}` : place(up).name, us);
  }
  return [
    `  CPU profile: ${(total / 1000).toFixed(0)} ms sampled`,
    '  by file (self time):',
    rows(byFile, top),
    '  by function (self time; the name at the function start):',
    rows(byFunction, top),
    "  by the app's nearest function on the stack (with the library code it calls):",
    rows(byAppFunction, top),
  ].join('\n');
}
