import type { Context } from 'aws-lambda';
import { refuseUnlessThroughCloudFront, type ApiEvent, type ApiResult } from './http';
import { logger } from './log';

/** A Lambda handler that also says which environment variables it reads (infra/test/environment.test.ts checks each deployed function has them). */
export type Handler<E, R> = ((event: E, context?: Context) => Promise<R>) & { readonly environment: readonly string[] };

/** What every function's entry does before its own work. */
export interface Prologue {
  /** The environment variables it reads: checked on the first invocation, which fails naming the missing ones. */
  env: readonly string[];
  /**
   * `loadPrivacySecret` (platform/privacyKey.ts), run first (once per cold start): log pseudonyms, keyed
   * ids and signed links need it. Passed, not imported here, so an entry that needs neither it nor the
   * limit below bundles no AWS SDK client.
   */
  privacy?: () => Promise<unknown>;
}

/** An HTTP entry's prologue: a handler that answers an `ApiResult` must say how only CloudFront reaches it. */
export interface ApiPrologue extends Prologue {
  /**
   * `header`: the API behind CloudFront, which adds the origin secret (`x-origin-verify`); anything else
   * gets 403 before any work (functions/platform/http.ts). `iam`: a Lambda Function URL only CloudFront's
   * origin access control may call (AWS refuses the rest), so there is no header to check.
   */
  origin: 'header' | 'iam';
  /** The per-client limit, after the origin check: `perClient(route)` (platform/rateLimit.ts). */
  rateLimit?: (event: ApiEvent) => Promise<ApiResult | undefined>;
}

/**
 * Wraps a function's entry, running its prologue in a fixed order: on the first invocation the variables
 * it names are checked (failing with their names before doing anything); every invocation's log records
 * carry the request id; then, as the prologue says, the privacy secret, the origin check and the
 * per-client limit. A handler answering HTTP (`ApiResult`) cannot leave out `origin` (a type error).
 */
export function handlerFor<E, R>(
  prologue: [R] extends [ApiResult] ? ApiPrologue : Prologue,
  handle: (event: E, context?: Context) => Promise<R>,
): Handler<E, R> {
  const { env: environment, privacy } = prologue;
  const api = 'origin' in prologue ? (prologue as ApiPrologue) : undefined;
  let checked = false;
  const handler = async (event: E, context?: Context): Promise<R> => {
    if (context) logger.addContext(context);
    if (!checked) {
      const missing = environment.filter((name) => !process.env[name]);
      if (missing.length) {
        throw new Error(
          `Set the environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (see functions/README.md)`,
        );
      }
      checked = true;
    }
    if (privacy) await privacy();
    if (api) {
      const refused = await apiPrologue(api, event as ApiEvent);
      if (refused) return refused as R;
    }
    return handle(event, context);
  };
  return Object.assign(handler, { environment });
}

/** The origin check, then the per-client limit: the answer to give instead of running the handler, if any. */
async function apiPrologue(prologue: ApiPrologue, event: ApiEvent): Promise<ApiResult | undefined> {
  if (prologue.origin === 'header') {
    const refused = refuseUnlessThroughCloudFront(event);
    if (refused) return refused;
  }
  return prologue.rateLimit?.(event);
}
