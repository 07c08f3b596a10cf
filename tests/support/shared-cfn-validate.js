// @ts-check
// `@aws/cloudformation-validate` inside jest: the one instance of the worker (tests/support/jest-environment.js).
const shared = /** @type {{ __sharedCloudFormationValidator?: () => unknown }} */ (globalThis)
  .__sharedCloudFormationValidator;
if (typeof shared !== 'function') {
  throw new Error(
    'tests/support/shared-cfn-validate.js needs the test environment tests/support/jest-environment.js (jest.config.js)',
  );
}
module.exports = shared();
