import { fieldErrors, issuesOf } from '../../common/contracts/issues';
import { newsletterSchema } from '../../common/contracts/newsletter';
import { newsletterNoScript } from '../../common/contracts/messages';
import { fill, type Locale } from '../../common/locales';
import {
  clientAddress,
  json,
  parseFormOrJsonBody,
  plainText,
  prefersHtml,
  requestLocale,
  type ApiEvent,
  type ApiResult,
} from '../platform/http';
import { unavailable } from '../platform/unavailable';
import { signUpForNewsletter } from './signUp';

/** Every valid sign-up is answered no sooner than this after it arrived (well above the storage calls' usual time). */
export const answerFloorMs = 250;

/**
 * POST /api/newsletter-subscriptions {email, locale} (JSON, or the form's fields without JavaScript): 202 `{"status":"check-inbox"}` for every valid
 * sign-up, whatever the address's state (new, pending, confirmed, unsubscribed), so the answer never
 * says whether an address is subscribed. A confirmation mail is queued in the outbox when one is due
 * (functions/newsletter/subscriberStore.ts signUp) and sent by the sweep, never inline. A browser's own
 * form post (it prefers HTML) is answered with the same outcome as a sentence of plain text.
 */
export async function subscribeAnswer(event: ApiEvent): Promise<ApiResult> {
  const answer = await subscribe(event);
  // The footer's form posted without JavaScript (or tapped before the page's scripts ran): a browser
  // page, so a sentence in the page's language, never JSON.
  if (!prefersHtml(event.headers?.accept)) return answer.result;
  const message =
    answer.result.statusCode === 202
      ? fill(newsletterNoScript.sent[answer.locale], { email: answer.email ?? '' })
      : answer.result.statusCode === 422
        ? newsletterNoScript.invalid[answer.locale]
        : newsletterNoScript.failed[answer.locale];
  return plainText(answer.result.statusCode ?? 500, `${message}\n\n${newsletterNoScript.back[answer.locale]}\n`);
}

async function subscribe(event: ApiEvent): Promise<{ result: ApiResult; locale: Locale; email?: string }> {
  const started = Date.now();
  const parsed = parseFormOrJsonBody(event);
  if (!parsed.ok) return { result: parsed.result, locale: requestLocale(event) };
  const locale = requestLocale(event, parsed.value);
  const result = newsletterSchema.safeParse(parsed.value);
  if (!result.success) {
    return { result: json(422, { error: 'validation', fields: fieldErrors(issuesOf(result.error), locale) }), locale };
  }
  try {
    // The client counts against its source's hourly mail budget (functions/mail/hourlyCaps.ts).
    await signUpForNewsletter(result.data.email, result.data.locale, new Date(), undefined, clientAddress(event));
    // A new sign-up writes twice more than a confirmed one: answering no earlier than a fixed floor
    // keeps the time the answer takes from telling the states apart.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + answerFloorMs - Date.now())));
    return { result: json(202, { status: 'check-inbox' }), locale, email: result.data.email };
  } catch (error) {
    return { result: unavailable(error, locale, 'newsletter sign-up not stored'), locale };
  }
}
