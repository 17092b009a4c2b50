import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A feature never imports another feature: shared pieces live in apps/web/src/components or
// lib (docs/web.md). Imports are relative, so the rule is written per folder depth: from a file
// `depth` folders below features/<x>/, `../` taken depth + 1 times reaches features/ and depth + 2
// times src/; going down from there into any folder but <x> is the import refused.
const FEATURES_DIR = 'apps/web/src/features';
const MAX_FEATURE_DEPTH = 4;
const features = fs
  .readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The member side and the staff console never reach into each other (docs/staff-console.md):
// member features and the member shell (app/member) import nothing of staff/, and staff/ imports
// no feature and nothing of app/ (app/router.tsx assembles both). Both share components/, lib/
// and the contracts.
const STAFF_OFF_LIMITS = {
  regex: '^(\\.\\./)+staff(/|$)',
  message: 'Member code may not import the staff console (apps/web/src/staff): share through components/ or lib/ (docs/staff-console.md).',
};
const audienceBoundaries = [
  {
    files: ['apps/web/src/app/member/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STAFF_OFF_LIMITS] }] },
  },
  {
    files: ['apps/web/src/staff/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'The staff console may not import member features or the app shell: share through components/ or lib/ (docs/staff-console.md).',
            },
          ],
        },
      ],
    },
  },
];
const featureBoundaries = features.flatMap((feature) =>
  Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
    files: [`${FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[^./]|^(\\.\\./){${depth + 2}}features/(?!${feature}/)`,
              message: `features/${feature} may not import another feature: move the shared piece to components/ or lib/ (docs/web.md).`,
            },
            STAFF_OFF_LIMITS,
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['bench/**/*.mjs', 'tools/**/*.mjs', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...featureBoundaries,
  ...audienceBoundaries,
);
