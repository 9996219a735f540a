import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import zones of docs/architecture.md: web -> common, server -> common, common -> nothing.
const forbid = (zones, extra = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...zones.map((zone) => ({
          group: [`**/${zone}/**`, `**/${zone}`],
          message: `This side may not import ${zone}/: share code through common/ instead.`,
        })),
        ...extra,
      ],
    },
  ],
});
const nodeBuiltins = {
  group: ['node:*'],
  message: 'common/ runs in the browser too: no Node APIs.',
};

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A feature is entered through its public file; everything else in its folder is private.
// The composition root (server/app.ts, server/services.ts, server/main.ts, server/db/seed.ts)
// wires the internals together and is outside every zone.
const serverFeatures = featuresOf('server/features');
const serverZones = serverFeatures.map((name) => ({
  target: [
    ...serverFeatures
      .filter((other) => other !== name)
      .map((other) => `./server/features/${other}`),
    './server/access',
    './server/auth',
    './server/http',
    './server/integrations',
    './server/jobs',
    './server/realtime',
  ],
  from: `./server/features/${name}`,
  except: [`./${name}.public.ts`, `./${name}.routes.ts`],
  message: `Reach ${name} through server/features/${name}/${name}.public.ts.`,
}));

const webFeatures = featuresOf('web/features');
// The web features, each using only features before it. A feature's public.ts re-exports leaf
// modules, so two features that use each other form no cycle of modules that import-x/no-cycle
// could see; this order makes such a pair an error. The pages that put several features together
// (the dashboard's layout, home and settings) are composition and live in web/app/.
const webFeatureOrder = [
  'youtube',
  'site',
  'drive',
  'payments',
  'accounts',
  'review-versions',
  'audit',
  'publishing',
  'teams',
  'games',
  'payouts',
  'review',
  'chat',
  'orders',
];
const unordered = webFeatures.filter((name) => !webFeatureOrder.includes(name));
if (unordered.length > 0)
  throw new Error(`Add ${unordered.join(', ')} to webFeatureOrder in eslint.config.js.`);
const webZones = [
  ...webFeatures.map((name) => ({
    target: webFeatures.filter((other) => other !== name).map((other) => `./web/features/${other}`),
    from: `./web/features/${name}`,
    except: ['./public.ts', './routes.tsx'],
    message: `Reach the ${name} feature through web/features/${name}/public.ts.`,
  })),
  ...webFeatureOrder.slice(0, -1).map((name, index) => ({
    target: `./web/features/${name}`,
    from: webFeatureOrder.slice(index + 1).map((later) => `./web/features/${later}`),
    message: `${name} may use only the features before it in webFeatureOrder (eslint.config.js): this import would close a cycle between features.`,
  })),
  {
    target: ['./web/components', './web/lib'],
    from: './web/features',
    message: 'Shared components and helpers may not depend on a feature.',
  },
  {
    target: ['./web/features', './web/components', './web/lib'],
    from: './web/app/dashboard',
    message: "The dashboard's pages compose features; no feature depends on them.",
  },
];

/** A string that starts with a dashboard page's address. */
const dashboardAddress = '/^\\/dashboard(?:[/?#]|$)/';

/** Selectors of a spelled-out dashboard page address, which common/paths.ts builds instead. */
const dashboardAddressRules = [
  `Literal[value=${dashboardAddress}]`,
  `TemplateLiteral > TemplateElement:first-child[value.raw=${dashboardAddress}]`,
].map((selector) => ({
  selector,
  message: 'Write a page address with common/paths.ts (its one source is page-routes.ts).',
}));

/** One clock per process: the time comes from the deps' clock, never from the machine's. */
const clockRules = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the time from the deps' clock (server/clock.ts), not new Date().",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Read the time from the deps' clock (server/clock.ts), not Date.now().",
  },
];

/** One way to mount a route: `app.contract(route, handler)`, never a detached copy of it. */
const mountRules = [
  {
    selector:
      "MemberExpression[object.property.name='contract'][property.name=/^(bind|call|apply)$/]",
    message: 'Mount each route with app.contract(route, handler) (docs/architecture.md).',
  },
  {
    selector: "VariableDeclarator[init.type='MemberExpression'][init.property.name='contract']",
    message: 'Mount each route with app.contract(route, handler) (docs/architecture.md).',
  },
];

// A service binds each use case in one written-out line, `name: (principal, input) =>
// useCase(deps, principal, input)`, so its parameters and their types read where it is bound; a
// generic binder (`on(useCase)`, `(...args) => useCase(deps, ...args)`) hides them.
const bindingRules = [
  ':function > RestElement',
  'ArrowFunctionExpression > ArrowFunctionExpression.body',
].map((selector) => ({
  selector,
  message:
    'Bind each use case in one line with its parameters written out (docs/architecture.md, "Write a use case and mount its route").',
}));

/** A string that starts with an API address. */
const apiAddress = '/^\\/api\\//';
/** An API address spelled anywhere in a feature test, except in a call of injectRaw. */
const apiAddressAnywhere = [
  `Literal[value=${apiAddress}]:not(CallExpression[callee.name='injectRaw'] Literal)`,
  `TemplateLiteral > TemplateElement:first-child[value.raw=${apiAddress}]:not(CallExpression[callee.name='injectRaw'] TemplateElement)`,
];
const contractCallRules = (selectors) =>
  selectors.map((selector) => ({
    selector,
    message:
      'Call the route through its contract with callRoute (server/test/call-route.ts), or injectRaw for a request no contract could make.',
  }));

const tests = [
  '**/*.test.ts',
  '**/*.test.tsx',
  'server/test/**',
  'web/test/**',
  'e2e/**',
  'bench/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'bench/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.*.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': 'error',
    },
  },
  { files: ['common/**'], rules: forbid(['server', 'web', 'e2e'], [nodeBuiltins]) },
  {
    files: ['server/**'],
    ignores: tests,
    rules: {
      ...forbid(['web', 'e2e']),
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    files: tests.filter((glob) => glob.startsWith('server') || glob.startsWith('**')),
    rules: forbid(['web', 'e2e']),
  },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...forbid(['server', 'e2e']),
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/**'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  // One clock per process (server/clock.ts): features and jobs read the time from their deps, so a
  // test that sets the clock sets it for all of them. Seeds run outside the app, without one.
  // (no-restricted-syntax is replaced, not merged, by a later block: each block lists every rule.)
  {
    files: ['server/**'],
    ignores: tests,
    rules: { 'no-restricted-syntax': ['error', ...dashboardAddressRules, ...mountRules] },
  },
  {
    files: ['server/features/**', 'server/jobs/**'],
    ignores: [...tests, '**/*.seed.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...clockRules, ...dashboardAddressRules, ...mountRules],
    },
  },
  {
    files: ['server/features/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...clockRules,
        ...dashboardAddressRules,
        ...mountRules,
        ...bindingRules,
      ],
    },
  },
  // One name per concept (docs/glossary.md): inside the features an order is an `orderId`. The API
  // keeps `requestId` (docs/product.md §7, which scripts rely on), so the word may still be a
  // property key or be read off a payload (`body.requestId`, `{ requestId: orderId }`), but never
  // names a variable, parameter or function. The HTTP request's id is `httpRequestId`.
  {
    files: ['server/features/**', 'server/jobs/**', 'web/features/**'],
    rules: {
      '@typescript-eslint/naming-convention': [
        'error',
        {
          selector: ['variable', 'parameter', 'function'],
          filter: { regex: '^requestIds?$', match: true },
          format: null,
          custom: { regex: '^requestIds?$', match: false },
        },
      ],
    },
  },
  // Feature tests call routes through their contract (server/test/call-route.ts), so a renamed
  // route or field fails them at compile time; a request no contract could make goes through
  // `injectRaw`, which says why. Any string that starts with an API address is an error outside
  // injectRaw: a URL for app.inject, for a helper, or an address an answer is expected to hold
  // (build that with fillPath and the route's path). Test titles ('GET /api/…') are not addresses.
  {
    files: ['server/features/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...contractCallRules(apiAddressAnywhere)] },
  },
  // A page address is written once, in common/page-routes.ts: links are built with
  // common/paths.ts and routes mounted with web/lib/page-path.ts, so a spelled-out dashboard
  // address elsewhere is an error (a typo there would be a link to the not-found page).
  {
    files: ['web/**', 'common/**'],
    ignores: [...tests, 'common/page-routes.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dashboardAddressRules] },
  },
  // Browser tests wait for what they check (a web-first assertion, expect.poll, a response or a
  // sentinel sent after), never for a fixed time: a fixed wait is too short on a loaded machine
  // and lets a late event pass a "nothing happened" check.
  {
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for an event: a web-first assertion, expect.poll or a sentinel.',
        },
      ],
    },
  },
  // Small files and functions: one use case or one component part per file.
  {
    files: ['server/**', 'common/**', 'web/**'],
    ignores: [...tests, 'server/db/migrations/**', 'server/db/seed.ts', '**/*.seed.ts'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 120 }],
    },
  },
  // Web file names: components are PascalCase .tsx, everything else kebab-case.
  {
    files: ['web/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-naming-convention': ['error', { 'web/**/': 'KEBAB_CASE' }],
      'check-file/filename-naming-convention': [
        'error',
        { 'web/**/*.ts': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['web/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'web/main.tsx',
      'web/landing.tsx',
      'web/router.tsx',
      '**/routes.tsx',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'web/**/*.tsx': 'PASCAL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
