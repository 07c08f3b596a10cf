import { fieldErrors, issuesOf } from '../src/contracts/issues';
import { newsletterSchema } from '../src/contracts/newsletter';
import {
  json,
  parseJsonBody,
  refuseUnlessThroughCloudFront,
  requestLocale,
  type ApiEvent,
  type ApiResult,
} from './commons/http';
import { log, pseudonym } from './commons/log';
import { unavailable } from './commons/unavailable';
import { rateLimit } from './domain/rateLimit';
import { putSubscription } from './domain/store';

/** POST /api/newsletter-subscriptions: store the address once; no e-mail is sent. */
export async function handler(event: ApiEvent): Promise<ApiResult> {
  const refused = refuseUnlessThroughCloudFront(event) ?? (await rateLimit(event, 'newsletter-subscriptions'));
  if (refused) return refused;
  const parsed = parseJsonBody(event);
  if (!parsed.ok) return parsed.result;
  const locale = requestLocale(event, parsed.value);
  const result = newsletterSchema.safeParse(parsed.value);
  if (!result.success) return json(422, { error: 'validation', fields: fieldErrors(issuesOf(result.error), locale) });
  try {
    const outcome = await putSubscription(result.data.email, result.data.locale, new Date());
    log('info', outcome === 'created' ? 'subscription stored' : 'subscription repeated', {
      subscriber: pseudonym(result.data.email),
    });
    return json(outcome === 'created' ? 201 : 200, { status: 'subscribed' });
  } catch (error) {
    return unavailable(error, locale, 'subscription not stored');
  }
}
