import { addDays, yachtDate } from './yachtDay';

describe('the yacht’s day', () => {
  it('is the date in Europe/Rome, not in UTC', () => {
    // 23:30 UTC on 13 June is already 14 June in Rome (CEST, UTC+2).
    expect(yachtDate(new Date('2025-06-13T23:30:00Z'))).toBe('2025-06-14');
    expect(yachtDate(new Date('2025-06-13T21:59:00Z'))).toBe('2025-06-13');
    // Winter time (CET, UTC+1).
    expect(yachtDate(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('adds calendar days across months', () => {
    expect(addDays('2025-06-30', 2)).toBe('2025-07-02');
    expect(addDays('2025-07-01', -2)).toBe('2025-06-29');
  });
});
