import { formatDateRange, season, seasonPhase } from './season';

describe('seasonPhase', () => {
  const first = season.legs[0].from;
  const last = season.legs[1].to;

  it('is before the season until the day before the first leg starts', () => {
    expect(seasonPhase('2024-11-23')).toBe('before');
    expect(seasonPhase('2025-04-27')).toBe('before');
  });

  it('is during the season from the first leg’s first day to the last leg’s last day, both included', () => {
    expect(seasonPhase(first)).toBe('during');
    expect(seasonPhase('2025-08-30')).toBe('during');
    expect(seasonPhase('2025-08-31')).toBe('during');
    expect(seasonPhase(last)).toBe('during');
  });

  it('is after the season from the day after the last leg ends', () => {
    expect(seasonPhase('2025-11-02')).toBe('after');
    expect(seasonPhase('2026-11-23')).toBe('after');
  });
});

describe('formatDateRange', () => {
  it('writes the year once when both ends share it', () => {
    const range = formatDateRange('Dal {from} al {to}', '2025-04-28', '2025-08-30', 'it');
    expect(range).toMatch(/^Dal 28 aprile al 30 agosto 2025$/);
    expect(formatDateRange('From {from} to {to}', '2025-04-28', '2025-08-30', 'en').match(/2025/g)).toHaveLength(1);
  });

  it('keeps both years when the range crosses a new year', () => {
    expect(formatDateRange('Dal {from} al {to}', '2025-12-27', '2026-01-03', 'it')).toBe(
      'Dal 27 dicembre 2025 al 3 gennaio 2026',
    );
  });
});
