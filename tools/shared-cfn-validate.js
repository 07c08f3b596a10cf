// @ts-check
// `@aws/cloudformation-validate` inside jest: the one instance of the worker (tools/jest-environment.js).
const shared = /** @type {{ __sharedCloudFormationValidator?: () => unknown }} */ (globalThis)
  .__sharedCloudFormationValidator;
if (typeof shared !== 'function') {
  throw new Error('tools/shared-cfn-validate.js needs the test environment tools/jest-environment.js (jest.config.js)');
}
module.exports = shared();
