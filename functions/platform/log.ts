import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';
import { envVars } from '../../common/env';
import { scrubAddresses } from './errorText';
import { keyedHash, privacySecretReady } from './privacyKey';

/**
 * The functions' structured logs: Powertools Logger, one JSON record per event with the level,
 * timestamp, service and (in Lambda) the request id; LOG_LEVEL (or Lambda's log-level control)
 * sets the threshold. Never pass personal data in plain text: use pseudonym().
 */
export const logger = new Logger({
  serviceName: 'libeccio-site',
  // Powertools takes LOG_LEVEL in capitals only; `warn` would be ignored (and everything logged).
  logLevel: (process.env[envVars.logLevel]?.toUpperCase() || 'INFO') as LogLevel,
});

export type Level = 'info' | 'warn' | 'error';

export type LogSink = (level: Level, event: string, fields: Record<string, unknown>) => void;
let sink: LogSink | undefined;

/**
 * Sends log() records to `next` instead of Powertools' stdout (undefined: back to Powertools).
 * Only `npm start` sets one (server/terminal-log.ts: readable lines, the JSON records to a file);
 * Lambda and the tests never do.
 */
export function setLogSink(next: LogSink | undefined): void {
  sink = next;
}

/** Logs `event` (for events an alarm matches, a constant of common/logEvents.ts) with its fields. */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  // A second guard behind errorText(): no text field of a record carries an e-mail address.
  const scrubbed = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? scrubAddresses(value) : value]),
  );
  if (sink) sink(level, event, scrubbed);
  else logger[level](event, scrubbed);
}

/** A stable pseudonym for a personal value (an e-mail), so logs can be correlated without holding it. */
export function pseudonym(value: string): string {
  // A keyed HMAC (purpose 'log', functions/platform/privacyKey.ts): without the secret a pseudonym cannot
  // be matched to an address by hashing guesses. Never a plain hash; before the secret is loaded, no value.
  if (!privacySecretReady()) return 'unkeyed';
  return keyedHash('log', value.trim().toLowerCase()).slice(0, 16);
}
