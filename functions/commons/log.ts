import { createHash } from 'node:crypto';

type Level = 'info' | 'warn' | 'error';

/** A stable pseudonym for a personal value (an e-mail), so logs can be correlated without holding it. */
export function pseudonym(value: string): string {
  return createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 16);
}

const rank: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** One JSON line per event. Never pass personal data in plain text: use pseudonym(). LOG_LEVEL=warn quiets info. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const threshold = rank[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? 0;
  if (rank[level] < threshold) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
