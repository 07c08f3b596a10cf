import { messageFor } from '../../common/contracts/messages';
import type { Locale } from '../../common/locales';
import { json, type ApiResult } from './http';
import { log } from './log';
import { errorText } from './errorText';

/** A storage failure: 503 with a plain message; the detail goes to the log only. */
export function unavailable(error: unknown, locale: Locale, what: string): ApiResult {
  log('error', what, { error: errorText(error) });
  return json(503, { error: 'unavailable', message: messageFor('failed', locale) });
}
