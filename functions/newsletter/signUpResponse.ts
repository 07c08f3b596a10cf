import { fieldErrors, issuesOf } from '../../common/contracts/issues';
import { newsletterSchema } from '../../common/contracts/newsletter';
import { clientAddress, json, parseJsonBody, requestLocale, type ApiEvent, type ApiResult } from '../platform/http';
import { unavailable } from '../platform/unavailable';
import { signUpForNewsletter } from './signUp';

/** Every valid sign-up is answered no sooner than this after it arrived (well above the storage calls' usual time). */
export const answerFloorMs = 250;

/**
 * POST /api/newsletter-subscriptions {email, locale}: 202 `{"status":"check-inbox"}` for every valid
 * sign-up, whatever the address's state (new, pending, confirmed, unsubscribed), so the answer never
 * says whether an address is subscribed. A confirmation mail is queued in the outbox when one is due
 * (functions/newsletter/subscriberStore.ts signUp) and sent by the sweep, never inline.
 */
export async function subscribeAnswer(event: ApiEvent): Promise<ApiResult> {
  const started = Date.now();
  const parsed = parseJsonBody(event);
  if (!parsed.ok) return parsed.result;
  const locale = requestLocale(event, parsed.value);
  const result = newsletterSchema.safeParse(parsed.value);
  if (!result.success) return json(422, { error: 'validation', fields: fieldErrors(issuesOf(result.error), locale) });
  try {
    // The client counts against its source's hourly mail budget (functions/mail/hourlyCaps.ts).
    await signUpForNewsletter(result.data.email, result.data.locale, new Date(), undefined, clientAddress(event));
    // A new sign-up writes twice more than a confirmed one: answering no earlier than a fixed floor
    // keeps the time the answer takes from telling the states apart.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + answerFloorMs - Date.now())));
    return json(202, { status: 'check-inbox' });
  } catch (error) {
    return unavailable(error, locale, 'newsletter sign-up not stored');
  }
}
