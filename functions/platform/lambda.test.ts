import type { ApiEvent, ApiResult } from './http';
import { handlerFor } from './lambda';

describe('handlerFor', () => {
  const name = 'LAMBDA_TEST_TABLE';
  afterEach(() => delete process.env[name]);

  it('fails the first invocation naming a missing variable, without running the handler', async () => {
    const handle = jest.fn(async () => 'ran');
    const handler = handlerFor({ env: [name] }, handle);
    await expect(handler({})).rejects.toThrow(`Set the environment variable ${name}`);
    expect(handle).not.toHaveBeenCalled();
    process.env[name] = 'Weeks';
    await expect(handler({})).resolves.toBe('ran');
    expect(handler.environment).toEqual([name]);
  });
});

describe('handlerFor’s prologue', () => {
  const secret = 'ORIGIN_VERIFY_SECRET';
  afterEach(() => delete process.env[secret]);
  const event = (headers: Record<string, string> = {}) =>
    ({ headers, requestContext: { http: { method: 'POST', sourceIp: '203.0.113.7' } } }) as unknown as ApiEvent;
  const ok: ApiResult = { statusCode: 200, body: 'ran' };

  it('loads the privacy secret, checks the origin, then the limit, before the handler; a refusal stops it', async () => {
    const calls: string[] = [];
    const handle = jest.fn(async () => (calls.push('handle'), ok));
    const handler = handlerFor(
      {
        env: [],
        privacy: async () => calls.push('privacy'),
        origin: 'header',
        rateLimit: async () => (calls.push('limit'), undefined),
      },
      handle,
    );
    process.env[secret] = 'from-cloudfront';
    expect(await handler(event())).toMatchObject({ statusCode: 403 });
    expect(calls).toEqual(['privacy']);
    expect(await handler(event({ 'x-origin-verify': 'from-cloudfront' }))).toBe(ok);
    expect(calls).toEqual(['privacy', 'privacy', 'limit', 'handle']);
  });

  it('answers with the limit’s refusal, and an IAM-only origin has no header to check', async () => {
    const limited: ApiResult = { statusCode: 429, body: '' };
    const handle = jest.fn(async () => ok);
    process.env[secret] = 'from-cloudfront';
    const handler = handlerFor({ env: [], origin: 'iam', rateLimit: async () => limited }, handle);
    expect(await handler(event())).toBe(limited);
    expect(handle).not.toHaveBeenCalled();
    expect(await handlerFor({ env: [], origin: 'iam' }, handle)(event())).toBe(ok);
  });
});
