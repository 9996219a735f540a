import { z } from 'zod';

// Zod probes `new Function` once to decide whether to compile its parsers; under the page's
// Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation on every page.
// Parsing without the compiler costs little at the sizes the forms and answers have. Imported
// first by the entry, so it runs before any schema parses.
z.config({ jitless: true });
