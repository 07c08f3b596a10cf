/** The phone audit's statistics (phone.ts): medians with their spread, and the issue-42 verdicts on them. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median (mean of the middle two for an even count), min and max; NaN for no values. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: NaN, min: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** "668 [600–776]", with `digits` decimals (KB, CLS). */
export function formatSpread({ median, min, max }: Spread, digits = 0): string {
  if (Number.isNaN(median)) return '—';
  return `${median.toFixed(digits)} [${min.toFixed(digits)}–${max.toFixed(digits)}]`;
}

/** The long tasks' time beyond 50 ms, summed, for tasks starting at or after `from` (ms since navigation). */
export function longTaskExcess(tasks: ReadonlyArray<{ start: number; duration: number }>, from: number): number {
  return tasks.filter((task) => task.start >= from).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}
