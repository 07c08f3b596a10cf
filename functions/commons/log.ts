import { createHash } from 'node:crypto';

type Level = 'info' | 'warn' | 'error';

/** A stable pseudonym for a personal value (an e-mail), so logs can be correlated without holding it. */
export function pseudonym(value: string): string {
  return createHash('sha256').update(value.toLowerCase()).digest('hex').slice(0, 16);
}

/** One JSON line per event. Never pass personal data in plain text: use pseudonym(). */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
