import { fieldErrors } from '../src/contracts/issues';
import { validateJoinRequest } from '../src/contracts/joinRequest';
import { messageFor } from '../src/contracts/messages';
import { isOpen } from '../src/data/availability';
import { dynamo } from './commons/clients';
import { today } from './commons/clock';
import { config } from './commons/config';
import { json, parseJsonBody, requestLocale, type ApiEvent, type ApiResult } from './commons/http';
import { log, pseudonym } from './commons/log';
import { unavailable } from './commons/unavailable';
import { deliverNow, enqueueRequestMails } from './domain/outbox';
import { putJoinRequest } from './domain/store';
import { weeksStore, type StoredWeek } from './domain/weeks';

/**
 * POST /api/join-requests: parse, validate with the shared contract, check the
 * week is open in the live weeks table (not the bundled list), store (one conditional put), then queue
 * the owner's mail and the visitor's acknowledgement in the outbox and try them once. A mail SES did
 * not take stays in the outbox for the sweep; the visitor still gets 201.
 */
export async function handler(event: ApiEvent): Promise<ApiResult> {
  const parsed = parseJsonBody(event);
  if (!parsed.ok) return parsed.result;
  const body = parsed.value;
  const locale = requestLocale(event, body);

  // The honeypot: answer exactly as if stored, keep and send nothing.
  if (typeof body.website === 'string' && body.website.trim() !== '') {
    log('info', 'honeypot filled; request dropped');
    const submissionId = typeof body.submissionId === 'string' ? body.submissionId : undefined;
    return json(201, { status: 'received', submissionId });
  }

  const validation = validateJoinRequest(body);
  if (!validation.success) return json(422, { error: 'validation', fields: fieldErrors(validation.issues, locale) });
  const request = validation.data;

  let week: StoredWeek | undefined;
  try {
    week = await weeksStore(dynamo, config().weeksTable).get(request.week.from);
  } catch (error) {
    return unavailable(error, locale, 'week not read');
  }
  if (!week || week.to !== request.week.to || !isOpen(week, today())) {
    return json(409, { error: 'week_unavailable', fields: { week: messageFor('weekTaken', locale) } });
  }

  const createdAt = new Date().toISOString();
  // The outbox: the owner's notification (or the hour's digest) and the visitor's acknowledgement are
  // stored first, then tried at once with a short SES deadline; what SES does not take, the sweep sends.
  const queueMails = async () => {
    try {
      const mails = await enqueueRequestMails({
        ...request,
        createdAt,
        weekFrom: week.from,
        weekTo: week.to,
        leg: week.leg,
      });
      await deliverNow(mails);
    } catch (error) {
      log('error', 'join request stored but its mails not queued', {
        submissionId: request.submissionId,
        error: String(error),
      });
    }
  };
  try {
    const outcome = await putJoinRequest({
      submissionId: request.submissionId,
      createdAt,
      locale: request.locale,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      weekFrom: week.from,
      weekTo: week.to,
      leg: week.leg,
    });
    const fields = { submissionId: request.submissionId, week: week.from, visitor: pseudonym(request.email) };
    if (outcome === 'exists') {
      log('info', 'join request repeated', fields);
      await queueMails(); // what a first try could not queue (nothing is queued twice)
      return json(200, { status: 'received', submissionId: request.submissionId });
    }
    log('info', 'join request stored', fields);
  } catch (error) {
    return unavailable(error, locale, 'join request not stored');
  }

  await queueMails();
  return json(201, { status: 'received', submissionId: request.submissionId });
}
