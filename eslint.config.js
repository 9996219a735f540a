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
const webZones = [
  ...webFeatures.map((name) => ({
    target: webFeatures.filter((other) => other !== name).map((other) => `./web/features/${other}`),
    from: `./web/features/${name}`,
    except: ['./public.ts', './routes.tsx'],
    message: `Reach the ${name} feature through web/features/${name}/public.ts.`,
  })),
  {
    target: ['./web/components', './web/lib'],
    from: './web/features',
    message: 'Shared components and helpers may not depend on a feature.',
  },
];

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
  {
    files: ['server/features/**', 'server/jobs/**'],
    ignores: [...tests, '**/*.seed.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the time from the deps' clock (server/clock.ts), not new Date().",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the time from the deps' clock (server/clock.ts), not Date.now().",
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
