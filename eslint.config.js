import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import zones of ARCHITECTURE.md: web -> common, server -> common, common -> nothing.
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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  { files: ['common/**'], rules: forbid(['server', 'web', 'e2e'], [nodeBuiltins]) },
  { files: ['server/**'], rules: forbid(['web', 'e2e']) },
  {
    files: ['web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...forbid(['server', 'e2e']), ...reactHooks.configs.recommended.rules },
  },
);
