// @ts-check
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

/**
 * What every project shares: TypeScript through swc, Node, quiet info logs. The environment is
 * jest's Node one with the CDK's CloudFormation validator kept per worker, not started per test file
 * (tests/support/jest-environment.js).
 */
const base = {
  transform: { '^.+\\.tsx?$': swc },
  testEnvironment: '<rootDir>/tests/support/jest-environment.js',
  setupFiles: ['<rootDir>/tests/support/quiet-logs.js'],
  moduleNameMapper: {
    // marked ships only ESM to `import`; Jest's CommonJS runtime takes its UMD build (the same code).
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    '^@aws/cloudformation-validate$': '<rootDir>/tests/support/shared-cfn-validate.js',
  },
};

/**
 * Projects that read `build/` or `dist/edge/` make sure a current build exists
 * first. Jest runs the globalSetup of every selected project, one after the
 * other, before any test: the first builds when the build is missing or
 * stale, the others find it current (tests/support/build-once.ts). Selecting only
 * `unit` never builds.
 */
const needsBuild = { ...base, globalSetup: '<rootDir>/tests/support/build-once.ts' };

/**
 * Infra tests that synthesize the whole site stack: it reads build/ and
 * dist/edge/ (infra/lib/static-site.ts), so they run with the build.
 */
const buildReadingTests = [
  'static-site',
  'forms-api',
  'monitoring',
  'bundles',
  'nag',
  'availability',
  'third-party-proxy',
  'environment',
].map((name) => `<rootDir>/infra/test/${name}.test.ts`);

/**
 * Three projects, by what they need (the browser suites, tests/e2e, are Playwright Test's: playwright.config.ts):
 * - `unit`: pure code (common, src, edge, server, scripts, functions, infra), no build, seconds;
 * - `build`: the build's output (tests/build and the CDK deployment of build/);
 * - `integration`: the API on DynamoDB Local and the SES emulator. Its global setup builds when stale and
 *   starts the run's one DynamoDB Local, where each suite's stack makes tables of its own
 *   (tests/support/global-setup.ts, shared-dynamodb.ts, test-stack.ts); the global teardown stops it.
 * `npx jest --selectProjects unit` runs on every change.
 * @type {import('jest').Config}
 */
module.exports = {
  testTimeout: 120000,
  // Two test files at a time even on two cores (jest's default would be one): the integration suites
  // spend most of their time waiting on the servers and the emulators.
  maxWorkers: 2,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/{common,src,edge,server,scripts,owner,functions,infra,tools}/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...buildReadingTests],
    },
    {
      ...needsBuild,
      displayName: 'build',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts', ...buildReadingTests],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
};
