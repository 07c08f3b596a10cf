// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['build/', 'dist/', '.docusaurus/', 'node_modules/', 'test-artifacts/', '.local-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The CloudFront Function: a plain cloudfront-js-2.0 script, not a module.
    files: ['edge/routing.js'],
    languageOptions: { sourceType: 'script', globals: {} },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    // The boot script every page inlines (src/plugins/page-start): a plain browser script.
    files: ['src/plugins/page-start/boot.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', setTimeout: 'readonly', requestAnimationFrame: 'readonly' },
    },
  },
  {
    files: ['tests/support/*.mjs', 'tests/support/*.js'],
    languageOptions: { globals: { process: 'readonly' } },
  },
  {
    files: ['jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    // Jest's plug-in (the test environment) and the module the environment hands to tests: CommonJS.
    files: ['tests/support/jest-environment.js', 'tests/support/shared-cfn-validate.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', console: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
