import { config } from 'zod/v4';

// The web app's `zod` (vite.config.ts points the bare import here): zod itself, configured before
// any schema is built. Zod probes `new Function` to decide whether to compile its object parsers,
// once, when the first object schema is built; under the page's Content-Security-Policy (no
// 'unsafe-eval') that probe is reported as a violation on every page. Parsing without the compiler
// costs little at the sizes the forms and answers have. Every module that builds a schema imports
// `zod`, so this runs before the first one, and zod loads only with the first page that needs it,
// not with the app's entry.
config({ jitless: true });

export * from 'zod/v4';
