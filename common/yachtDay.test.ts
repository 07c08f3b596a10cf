import { addDays, siteClockDate, yachtDate, yachtTimeZone, yachtUtcOffsetHours } from './yachtDay';

describe('the yacht’s day', () => {
  it('is the date in Europe/Rome, not in UTC', () => {
    // 23:30 UTC on 13 June is already 14 June in Rome (CEST, UTC+2).
    expect(yachtDate(new Date('2025-06-13T23:30:00Z'))).toBe('2025-06-14');
    expect(yachtDate(new Date('2025-06-13T21:59:00Z'))).toBe('2025-06-13');
    // Winter time (CET, UTC+1).
    expect(yachtDate(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('changes with Rome’s clocks: 01:00 UTC on the last Sundays of March and October', () => {
    expect(yachtUtcOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(1);
    expect(yachtUtcOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(2);
    expect(yachtUtcOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(2);
    expect(yachtUtcOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(1);
    // 22:30 UTC on the Saturday before summer time is 23:30 in Rome; an hour later it is Sunday.
    expect(yachtDate(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(yachtDate(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
  });

  it('is the date Intl’s Europe/Rome time-zone data gives around every midnight and clock change, 1996–2040', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: yachtTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const mismatches: string[] = [];
    const check = (time: number) => {
      const now = new Date(time);
      if (yachtDate(now) !== intl.format(now)) mismatches.push(now.toISOString());
    };
    const hour = 3_600_000;
    for (let year = 1996; year <= 2040; year += 1) {
      // Rome's midnight is 22:00 or 23:00 UTC: each side of both, every day.
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 24 * hour) {
        for (const at of [21.5, 22.5, 23.5]) check(day + at * hour);
      }
      // The clock changes (the last Sundays of March and October, 01:00 UTC): every hour of those
      // months' last ten days, and the last second of each of those hours.
      for (const month of [2, 9]) {
        for (let time = Date.UTC(year, month, 22); time < Date.UTC(year, month + 1, 1); time += hour) {
          check(time);
          check(time - 1000);
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('adds calendar days across months', () => {
    expect(addDays('2025-06-30', 2)).toBe('2025-07-02');
    expect(addDays('2025-07-01', -2)).toBe('2025-06-29');
  });
});

describe('SITE_CLOCK values', () => {
  it('takes a date as the yacht’s day itself', () => {
    expect(siteClockDate('2025-06-13')).toBe('2025-06-13');
  });

  it('takes a date-time’s day in Europe/Rome: 22:30 UTC on Friday 13 June 2025 is already Saturday 14 there', () => {
    expect(siteClockDate('2025-06-13T22:30:00Z')).toBe('2025-06-14');
    expect(siteClockDate('2025-06-13T21:59:59Z')).toBe('2025-06-13');
    expect(siteClockDate('2025-06-13T23:30:00+01:00')).toBe('2025-06-14');
  });

  it.each(['2025-6-13', '2025-13-01', '2025-06-13T22:30:00', 'tomorrow', '2025-06-13 22:30Z'])(
    'refuses "%s"',
    (value) => {
      expect(siteClockDate(value)).toBeUndefined();
    },
  );
});
