// @ts-check
/**
 * Jest's Node environment plus two things kept per worker. First, the CloudFormation validator that every CDK synth runs
 * (aws-cdk-lib's built-in `@aws/cloudformation-validate`, on because cdk.json sets
 * `@aws-cdk/core:validateAgainstDefaultRules`) is loaded once per jest worker instead of once per
 * test file. Starting its engine (a WebAssembly module compiling some hundred Rego rules) costs about
 * 7 s of CPU; jest's fresh module registry per file used to pay that in every infra test file.
 *
 * The validator itself is unchanged: jest.config.js maps `@aws/cloudformation-validate` to
 * tests/support/shared-cfn-validate.js, which takes the module from here. Engines are kept by rule set: a
 * request whose rules are all in a kept engine gets that engine (aws-cdk-lib's plugin does the same
 * within one process: rules for resource types a template lacks never fire), otherwise a new engine
 * with the union of the rules replaces it. Inputs cross from the test's realm into this one as JSON
 * (the validator accepts only this realm's plain objects).
 */
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const validatorPath = require.resolve('@aws/cloudformation-validate', {
  paths: [path.dirname(require.resolve('aws-cdk-lib/package.json'))],
});

/** @type {Record<string, unknown> | undefined} */
let shared;

/**
 * The site server's compressed bodies, by content hash (server/site-server.ts), kept per worker too: every
 * test file starts a server of its own, and each used to brotli-compress the same scripts again.
 */
/* Second: */ const siteServerEncodings = new Map();

function sharedValidator() {
  if (shared) return shared;
  const real = require(validatorPath);
  /** @type {Map<string, string>} rule name → content, of the kept engine */
  const rules = new Map();
  /** @type {{ validateTemplate: Function, free: Function } | undefined} */
  let engine;

  /** A view of the kept engine; `free` is a no-op, other test files still use it. */
  const view = {
    // The template is this realm's TemplateContent already (the test gets the class from here).
    validateTemplate(/** @type {unknown} */ template, /** @type {unknown} */ config) {
      return engine?.validateTemplate(template, config === undefined ? undefined : JSON.parse(JSON.stringify(config)));
    },
    free() {},
  };

  /** @param {{ regoRules?: Array<{ name: string, content: string }> } & Record<string, unknown>} config */
  function CompositeEngine(config) {
    const plain = JSON.parse(JSON.stringify(config ?? {}));
    // Anything but built-in Rego rules (custom guard rules, schema overlays): a private engine, as before.
    if (Object.keys(plain).some((key) => key !== 'regoRules')) return new real.CompositeEngine(plain);
    const wanted = /** @type {Array<{ name: string, content: string }>} */ (plain.regoRules ?? []);
    if (engine && wanted.every((rule) => rules.get(rule.name) === rule.content)) return view;
    for (const rule of wanted) rules.set(rule.name, rule.content);
    const previous = engine;
    engine = new real.CompositeEngine({
      regoRules: [...rules].sort(([a], [b]) => a.localeCompare(b)).map(([name, content]) => ({ name, content })),
    });
    previous?.free();
    return view;
  }

  shared = Object.create(real, { CompositeEngine: { value: CompositeEngine, enumerable: true } });
  return shared;
}

class Environment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    this.global.__sharedCloudFormationValidator = sharedValidator;
    this.global.__siteServerEncodings = siteServerEncodings;
  }
}

module.exports = Environment;
