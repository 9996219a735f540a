import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { commonWithoutSideEffects, isCommonModule } from './build/common-without-side-effects';
import { dashboardLayoutFile, pageFiles, type PageLoad } from './web/app/page-files';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes a .gz and a .br beside every text file of the bundle, once, at the highest levels: the
 * server sends them as they are (@fastify/static preCompressed), so no request pays for
 * compression and phones on slow networks download a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'crewcast-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|html|svg|txt|json)$/.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            await writeFile(`${full}.gz`, await gzipAsync(data, { level: 9 }));
            await writeFile(
              `${full}.br`,
              await brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }),
      );
    },
  };
}

/**
 * Replaces zod's JSON Schema generator with stubs in the browser build. zod's classic API wires a
 * `toJSONSchema` method into every schema type, so a bundler cannot drop that code (about a fifth
 * of zod) although the web app never asks for JSON Schema; the server, which builds its OpenAPI
 * document from the same schemas, keeps the real code. A stub throws if it is ever called.
 */
function zodWithoutJsonSchema(): Plugin {
  const stubbed = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
  return {
    name: 'crewcast-zod-without-json-schema',
    apply: 'build',
    load: {
      filter: { id: stubbed },
      async handler(id) {
        const source = await readFile(id, 'utf8');
        const names = new Set(
          [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!),
        );
        for (const m of source.matchAll(/^export \{([^}]*)\}/gm))
          for (const part of m[1]!.split(','))
            names.add(
              part
                .trim()
                .split(/\s+as\s+/)
                .pop()!,
            );
        names.delete('');
        return [
          'const unsupported = () => { throw new Error("JSON Schema is not part of the web build"); };',
          // The factories run when a schema is built or inspected: they return the stub.
          ...[...names].map((name) =>
            name.startsWith('create')
              ? `export const ${name} = () => unsupported;`
              : `export const ${name} = unsupported;`,
          ),
        ].join('\n');
      },
    },
  };
}

/**
 * After the app is built, builds the landing page (landing.html) on its own into the same
 * folder. On its own, because one build shares modules between its pages: react-router would
 * come with the app's whole route tree, and `/` could not load under 100 KB of script.
 */
function buildLanding(): Plugin {
  return {
    name: 'crewcast-landing',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: fileURLToPath(import.meta.url),
        mode: 'landing',
        logLevel: 'warn',
      });
    },
  };
}

/** The module ids of the pages whose first load is `load` (web/app/page-files.ts). */
const pageIds = (load: PageLoad) =>
  new Set(
    Object.values(pageFiles)
      .filter((page) => page.load === load)
      .map((page) => path.resolve('web', page.file)),
  );
const sitePages = pageIds('site');
const formPages = pageIds('forms');
const layoutId = path.resolve('web', dashboardLayoutFile);

/**
 * Finds, once the module graph is known, the app's modules that the dashboard's layout (sidebar,
 * live events, profile) needs beyond the app's entry, in two sets: `shell`, which no page outside
 * the dashboard uses, and `shared`, which the pages with forms use too (the API client, the
 * account schemas, the form fields) but the public site does not. Each set becomes one chunk: every
 * dashboard page needs all of both, and apart they were some forty small files and fifteen style
 * sheets, each a request of its own on a phone's slow network before any dashboard page shows,
 * and each a link element the loader adds on the main thread. The public site's pages download
 * neither, and the pages with forms only `shared`.
 */
function dashboardChunks() {
  const shell = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'crewcast-dashboard-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith(path.join('web', 'main.tsx')));
      const layout = ids.find((id) => id === layoutId);
      if (!entry || !layout) return;
      const closure = (roots: string[]) => {
        const seen = new Set(roots);
        const todo = [...roots];
        for (let id = todo.pop(); id !== undefined; id = todo.pop())
          for (const next of this.getModuleInfo(id)?.importedIds ?? [])
            if (!seen.has(next)) {
              seen.add(next);
              todo.push(next);
            }
        return seen;
      };
      const pages = ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const elsewhere = closure([entry, ...pages.filter((id) => sitePages.has(id))]);
      const accounts = closure(pages.filter((id) => formPages.has(id)));
      for (const id of closure([layout])) {
        if (elsewhere.has(id) || id.includes('node_modules')) continue;
        (accounts.has(id) ? shared : shell).add(id);
      }
    },
  };
  return { plugin, shell: (id: string) => shell.has(id), shared: (id: string) => shared.has(id) };
}
const dashboard = dashboardChunks();

/**
 * Writes `page-preloads.json`: for each dashboard page, the script and style files its first load
 * needs beyond the app's entry (the query library's layout, the dashboard's layout, the page).
 * The server names them in the HTML it sends for that address (server/http/web-app.ts), so they
 * download with the entry instead of after it has run, and the entry's loader, which finds them
 * already named, adds no element of its own for them (a modulepreload element it adds costs the
 * main thread a few milliseconds each on a slow phone, some thirty of them on the Inbox).
 * The pages and their modules are the router's own table (web/app/page-files.ts).
 */
function pagePreloads(): Plugin {
  return {
    name: 'crewcast-page-preloads',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      const chunkOf = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The files a chunk loads before it runs: its static imports, theirs, and their styles.
      const filesOf = (roots: Rollup.OutputChunk[]) => {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const todo = [...roots];
        for (let chunk = todo.shift(); chunk; chunk = todo.shift()) {
          if (scripts.has(chunk.fileName)) continue;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of chunk.imports) {
            const next = byName.get(name);
            if (next) todo.push(next);
          }
        }
        return { scripts, styles };
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(path.join('web', suffix)));
      const dataLayout = chunkOf(find(path.join('app', 'DataLayout.tsx')) ?? '');
      const layout = chunkOf(layoutId);
      if (!entry || !dataLayout || !layout) return;
      const initial = filesOf([entry]);
      const preloads: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const [page, { file, load }] of Object.entries(pageFiles)) {
        const pageChunk = load === 'dashboard' ? chunkOf(path.resolve('web', file)) : undefined;
        if (!pageChunk) continue;
        const { scripts, styles } = filesOf([dataLayout, layout, pageChunk]);
        preloads[page] = {
          scripts: [...scripts].filter((f) => !initial.scripts.has(f)).map((f) => `/${f}`),
          styles: [...styles].filter((f) => !initial.styles.has(f)).map((f) => `/${f}`),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'page-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/**
 * The web app's `zod` is web/app/zod-config.ts: zod, configured before any schema is built. The
 * entry itself builds no schema, so zod downloads with the first page that does.
 */
const zodConfigured = { find: /^zod$/, replacement: path.resolve('web/app/zod-config.ts') };

/**
 * react-router's own production build in the built app. Its package maps every import to the
 * development build, which keeps the warnings meant for a developer's console (their messages and
 * the checks that raise them) in the code users download; the production build beside it is the
 * same code with those warnings turned off. Development and the component tests keep the warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
};

const server = {
  port: 5173,
  proxy: {
    '/api': { target: 'http://localhost:3000', changeOrigin: false },
    '/socket.io': { target: 'http://localhost:3000', ws: true },
  },
};

// The web app is served by Vite in development (proxying /api to the server) and built to
// dist/web: the app (index.html), then the landing page of `/` (landing.html).
export default defineConfig(({ command, mode }) => {
  const base = {
    root: 'web',
    plugins: [react(), precompress(), zodWithoutJsonSchema(), commonWithoutSideEffects()],
    resolve: {
      alias: command === 'build' ? [zodConfigured, reactRouterProduction] : [zodConfigured],
    },
    build: { outDir: '../dist/web', sourcemap: true },
  };
  return mode === 'landing'
    ? {
        ...base,
        publicDir: false,
        build: {
          ...base.build,
          emptyOutDir: false,
          rollupOptions: { input: path.resolve('web/landing.html') },
        },
      }
    : {
        ...base,
        plugins: [...base.plugins, dashboard.plugin, pagePreloads(), buildLanding()],
        // robots.txt and other files served as they are, at the site's root.
        publicDir: 'public',
        build: {
          ...base.build,
          emptyOutDir: true,
          // React and zod each get a chunk of their own: they change only when they are upgraded,
          // so a release that touches the app's code leaves them in the browser's cache, and the
          // entry chunk (the router and the app's shell) downloads beside them rather than after.
          rolldownOptions: {
            // common/'s modules define values and do nothing else when loaded
            // (build/common-without-side-effects.ts).
            treeshake: {
              moduleSideEffects: (id: string) => (isCommonModule(id) ? false : undefined),
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
                  // zod's classic API apart from its core and zod/mini: the first screens' schemas
                  // are built with zod/mini, and the classic API loads with the pages that use it.
                  { name: 'zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]classic[\\/])/ },
                  {
                    name: 'zod-classic',
                    test: /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/,
                    includeDependenciesRecursively: false,
                  },
                  // Without useQueries and its observer: only the team builder reads several
                  // queries at once, and its page's chunk takes them (1 kB less on every other).
                  {
                    name: 'query',
                    test: (id: string) =>
                      /node_modules[\\/]@tanstack[\\/]/.test(id) &&
                      !/[\\/](?:useQueries|queriesObserver)\.js$/.test(id),
                  },
                  // Only the modules each set names: their imports stay where they are.
                  {
                    name: 'dashboard',
                    test: dashboard.shell,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'dashboard-shared',
                    test: dashboard.shared,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
        server,
      };
});
