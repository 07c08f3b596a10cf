import { handlerFor } from './lambda';

describe('handlerFor', () => {
  const name = 'LAMBDA_TEST_TABLE';
  afterEach(() => delete process.env[name]);

  it('fails the first invocation naming a missing variable, without running the handler', async () => {
    const handle = jest.fn(async () => 'ran');
    const handler = handlerFor([name], handle);
    await expect(handler({})).rejects.toThrow(`Set the environment variable ${name}`);
    expect(handle).not.toHaveBeenCalled();
    process.env[name] = 'Weeks';
    await expect(handler({})).resolves.toBe('ran');
    expect(handler.environment).toEqual([name]);
  });
});
