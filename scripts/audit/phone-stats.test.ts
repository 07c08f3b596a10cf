import { formatSpread, longTaskExcess, spread } from './phone-stats';

describe('phone audit statistics', () => {
  it('gives the median of an odd and an even count, with min and max', () => {
    expect(spread([700, 600, 776, 650, 690])).toEqual({ median: 690, min: 600, max: 776 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(formatSpread(spread([]))).toBe('—');
  });

  it('writes a median with its spread', () => {
    expect(formatSpread(spread([668, 600, 776]))).toBe('668 [600–776]');
    expect(formatSpread(spread([0.004, 0, 0.01]), 3)).toBe('0.004 [0.000–0.010]');
  });

  it('counts only the time beyond 50 ms of the tasks from first paint on', () => {
    const tasks = [
      { start: 100, duration: 180 }, // before first paint: not counted
      { start: 700, duration: 90 },
      { start: 900, duration: 50 },
      { start: 1200, duration: 61 },
    ];
    expect(longTaskExcess(tasks, 650)).toBe(40 + 0 + 11);
  });
});
