import { season, seasonPhase } from './seedSeason';

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
