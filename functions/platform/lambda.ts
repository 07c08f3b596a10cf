import type { Context } from 'aws-lambda';
import { logger } from './log';

/** A Lambda handler that also says which environment variables it reads (infra/test/environment.test.ts checks each deployed function has them). */
export type Handler<E, R> = ((event: E, context?: Context) => Promise<R>) & { readonly environment: readonly string[] };

/**
 * Wraps a function's entry: on its first invocation it checks the variables it names are set, failing
 * with their names before doing anything; every invocation's log records carry the request id.
 */
export function handlerFor<E, R>(
  environment: readonly string[],
  handle: (event: E, context?: Context) => Promise<R>,
): Handler<E, R> {
  let checked = false;
  const handler = (event: E, context?: Context) => {
    if (context) logger.addContext(context);
    if (!checked) {
      const missing = environment.filter((name) => !process.env[name]);
      if (missing.length) {
        return Promise.reject(
          new Error(
            `Set the environment variable${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (see functions/README.md)`,
          ),
        );
      }
      checked = true;
    }
    return handle(event, context);
  };
  return Object.assign(handler, { environment });
}
