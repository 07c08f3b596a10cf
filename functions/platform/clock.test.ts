import { now, today } from './clock';

describe('the site clock', () => {
  const saved = process.env.SITE_CLOCK;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_CLOCK;
    else process.env.SITE_CLOCK = saved;
  });

  it('is the real time without SITE_CLOCK', () => {
    delete process.env.SITE_CLOCK;
    const real = new Date('2026-03-29T00:59:59.500Z');
    expect(now(real)).toBe(real);
    expect(today(real)).toBe('2026-03-29');
    const before = Date.now();
    expect(now().getTime()).toBeGreaterThanOrEqual(before);
  });

  it('keeps the real time when SITE_CLOCK is a date alone: only the day is pretended', () => {
    process.env.SITE_CLOCK = '2025-06-10';
    const real = new Date('2026-11-29T08:47:30Z');
    expect(now(real)).toBe(real);
    expect(today(real)).toBe('2025-06-10');
  });

  it('stands still at a date-time SITE_CLOCK, whatever the real time', () => {
    process.env.SITE_CLOCK = '2025-06-13T23:30:15+01:00';
    expect(now(new Date('2026-11-29T08:47:30Z')).toISOString()).toBe('2025-06-13T22:30:15.000Z');
    expect(now(new Date('2026-11-29T08:48:30Z')).toISOString()).toBe('2025-06-13T22:30:15.000Z');
    expect(now().toISOString()).toBe('2025-06-13T22:30:15.000Z');
    expect(today()).toBe('2025-06-14');
  });

  it('refuses a SITE_CLOCK it cannot read, as today() does', () => {
    process.env.SITE_CLOCK = '2025-06-13 23:30';
    expect(() => now()).toThrow(/SITE_CLOCK must be a date \(YYYY-MM-DD\) or a date-time with its offset/);
    expect(() => today()).toThrow(/SITE_CLOCK must be/);
  });
});
