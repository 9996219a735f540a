import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod's English messages for the checks that give no message of their own. The classic API
// registers them when its first schema is built, but the first screens' schemas are zod/mini
// (decision 144), which registers none: without this a form on a page that loads no classic
// schema would read zod's bare "Invalid input". The API client imports it, so it runs before any
// form checks its values.
config(en());
