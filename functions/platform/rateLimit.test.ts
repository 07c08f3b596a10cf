import { defaultRateLimitPerMinute, rateLimitSettings } from './rateLimit';

describe('rateLimitSettings', () => {
  it('defaults to 10 requests per client, route and minute', () => {
    expect(defaultRateLimitPerMinute).toBe(10);
    expect(rateLimitSettings({ RATE_LIMITS_TABLE: 'T' })).toEqual({ perMinute: 10, table: 'T' });
  });

  it('reads RATE_LIMIT_PER_MINUTE; 0 turns the limit off; anything else is refused', () => {
    expect(rateLimitSettings({ RATE_LIMIT_PER_MINUTE: '0' }).perMinute).toBe(0);
    expect(rateLimitSettings({ RATE_LIMIT_PER_MINUTE: '250' }).perMinute).toBe(250);
    expect(() => rateLimitSettings({ RATE_LIMIT_PER_MINUTE: 'ten' })).toThrow(/whole number/);
    expect(() => rateLimitSettings({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/whole number/);
  });
});
