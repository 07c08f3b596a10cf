import { envVars } from '../../common/env';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one privacy secret (`PRIVACY_SECRET`), used only through HMAC with a purpose label, so a value
 * keyed for one purpose (a subscriber's id, a log pseudonym, a link's signature) says nothing about
 * another. Nothing derived from an e-mail address without this secret is ever stored or logged.
 *
 * Where it comes from:
 * - `PRIVACY_SECRET` (the local stack generates one into LOCAL_DATA_DIR; tests set their own);
 * - deployed, `PRIVACY_SECRET_ARN`: a Secrets Manager secret CDK generates, read once per cold start
 *   (`loadPrivacySecret()`, first thing in every handler that needs it; cached for the process).
 */
export type PrivacyPurpose = 'subscriber' | 'log' | 'confirm' | 'unsubscribe' | (string & {});

let loaded: string | undefined;
let loading: Promise<string> | undefined;

/** The shortest secret accepted: a generated one is 48+ characters. */
const minimumLength = 32;

function checked(value: string, name: string): string {
  if (value.length < minimumLength) {
    throw new Error(`${name} must be at least ${minimumLength} characters (a random string), got ${value.length}`);
  }
  return value;
}

/**
 * Reads the secret once per process: `PRIVACY_SECRET` as given, else the Secrets Manager secret named
 * by `PRIVACY_SECRET_ARN` (Powertools Parameters, cached). Fails fast, naming the variable, when
 * neither is set.
 */
export async function loadPrivacySecret(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const secret = env[envVars.privacySecret];
  if (secret) return (loaded = checked(secret, envVars.privacySecret));
  if (loaded) return loaded;
  const arn = env[envVars.privacySecretArn];
  if (!arn) {
    throw new Error(
      'Set the environment variable PRIVACY_SECRET_ARN (deployed: the privacy secret in Secrets Manager) or PRIVACY_SECRET (locally; see functions/README.md)',
    );
  }
  loading ??= (async () => {
    // Imported here: only the deployed functions need the SDK client, and the local stack never loads it.
    const { getSecret } = await import('@aws-lambda-powertools/parameters/secrets');
    const value = await getSecret(arn, { maxAge: 24 * 3_600 });
    if (typeof value !== 'string' || !value) throw new Error(`The secret PRIVACY_SECRET_ARN names (${arn}) is empty`);
    return checked(value, `The secret at PRIVACY_SECRET_ARN (${arn})`);
  })();
  try {
    loaded = await loading;
  } finally {
    loading = undefined;
  }
  return loaded;
}

/** Uses a secret read elsewhere (the owner's CLI reads it with its own credentials or from the local data). */
export function setPrivacySecret(value: string): void {
  loaded = checked(value.trim(), 'The privacy secret');
}

/** For tests: forget the loaded secret (the next call reads the environment again). */
export function resetPrivacySecret(): void {
  loaded = undefined;
  loading = undefined;
}

/** True once a secret is available without waiting (PRIVACY_SECRET set, or loaded). */
export function privacySecretReady(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[envVars.privacySecret] || loaded);
}

/** The secret, synchronously: PRIVACY_SECRET, or the one `loadPrivacySecret()` read. */
function secret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env[envVars.privacySecret];
  if (secret) return checked(secret, envVars.privacySecret);
  if (loaded) return loaded;
  throw new Error(
    'The privacy secret is not loaded: set PRIVACY_SECRET, or PRIVACY_SECRET_ARN and await loadPrivacySecret() first',
  );
}

/** HMAC-SHA256 of `value` keyed by the privacy secret, for one purpose: the raw 32 bytes. */
export function keyedMac(purpose: PrivacyPurpose, value: string | Buffer): Buffer {
  return createHmac('sha256', secret()).update(`${purpose}\0`).update(value).digest();
}

/** HMAC-SHA256 of `value` for one purpose, base64url (43 characters). */
export function keyedHash(purpose: PrivacyPurpose, value: string): string {
  return keyedMac(purpose, value).toString('base64url');
}

/** Compares two MACs in constant time (false, not a throw, when their lengths differ). */
export function sameMac(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
