type Level = 'info' | 'warn' | 'error';

/** A stable pseudonym for a personal value (an e-mail), so logs can be correlated without holding it. */
export function pseudonym(value: string): string {
  // A keyed HMAC (purpose 'log', functions/commons/privacyKey.ts): without the secret a pseudonym cannot
  // be matched to an address by hashing guesses. Never a plain hash; before the secret is loaded, no value.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const key = require('./privacyKey') as {
    privacySecretReady(): boolean;
    keyedHash(purpose: string, value: string): string;
  };
  if (!key.privacySecretReady()) return 'unkeyed';
  return key.keyedHash('log', value.trim().toLowerCase()).slice(0, 16);
}

const rank: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** One JSON line per event (in Lambda, one structured JSON record). Never pass personal data in plain text: use pseudonym(). LOG_LEVEL=warn quiets info. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const threshold = rank[(process.env.LOG_LEVEL as Level | undefined) ?? 'info'] ?? 0;
  if (rank[level] < threshold) return;
  const record = { level, msg, time: new Date().toISOString(), ...fields };
  // In Lambda with JSON logs, a single object argument becomes the structured record's `message`
  // object, so metric filters can read its fields ($.message.msg, $.message.oldestPendingSeconds);
  // a string would stay an opaque string. Elsewhere: one JSON line.
  const out = process.env.AWS_LAMBDA_LOG_FORMAT === 'JSON' ? record : JSON.stringify(record);
  if (level === 'error') console.error(out);
  else console.log(out);
}
