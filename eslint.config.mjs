// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The layers, held: a folder may import only the folders below it. `common/` is the ground (contracts,
 * locales, facts, paths); the site (`src/`), the functions, the local server, the owner's CLI and infra stand
 * on it side by side; nothing imports the website but its Docusaurus config, the build steps and the tests;
 * `functions/mail` and `functions/platform` know no feature. Relative paths are matched by how far up they
 * climb, so each rule names the folders a file in that folder could reach.
 */
/** @param {string} folders */
const up = (folders) => `^(\\.\\./)+(${folders})(/|$)|^@site/(${folders})(/|$)`;
/**
 * @param {string[]} files
 * @param {string} folders
 * @param {string} why
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, folders, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: up(folders), message: why }] }] },
});
const layers = [
  restrict(
    ['common/**'],
    'src|functions|server|owner|infra|scripts|tests|tools|edge',
    'common/ is the ground floor: it imports nothing above it.',
  ),
  restrict(
    ['edge/**'],
    'src|functions|server|owner|infra|scripts|tests|tools',
    'edge/ (the CloudFront Function and its parts) stands on common/ only.',
  ),
  restrict(
    ['src/**'],
    'functions|server|owner|infra|scripts|tests|tools',
    'The website stands on common/ only: what it shares with the back end belongs in common/.',
  ),
  restrict(
    ['functions/**'],
    'src|server|owner|infra|scripts|tests|tools',
    'The functions stand on common/ only: what they share with the website belongs in common/.',
  ),
  restrict(
    ['functions/mail/**', 'functions/platform/**'],
    'src|server|owner|infra|scripts|tests|tools|requests|newsletter|weeks|privacy|proxy',
    'Mail and platform know no feature: a feature declares its mail kinds and hooks, the entry points wire them.',
  ),
  restrict(
    ['server/**'],
    'src|owner|infra|scripts|tests|tools',
    'The local server runs the functions and the edge code; it never imports the website, the CLI or infra.',
  ),
  restrict(
    ['owner/**'],
    'src|scripts|tests|tools',
    "The owner's CLI stands on common/, the functions and the local stack; never on the website or developer scripts.",
  ),
  restrict(
    ['infra/**'],
    'src|server|owner|scripts|tests|tools',
    'infra deploys the functions and the edge code; it never imports the website, the local server or the CLI.',
  ),
];

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
  ...layers.map((layer) => ({ ...layer, ignores: ['**/*.test.ts', '**/*.test.tsx'] })),
);
