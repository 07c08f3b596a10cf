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
import { deliverOwnerMail } from './domain/mailer';
import { contentHash, newRequestFields, requestsStore, sameContent, type DeskRequest } from './domain/requests';
import { putJoinRequest, type StoredJoinRequest } from './domain/store';
import { weeksStore, type StoredWeek } from './domain/weeks';

/**
 * POST /api/join-requests: parse, validate with the shared contract, answer a repeat as stored
 * (before availability: a stored request stays received whatever the week says now), check the
 * week is open in the live weeks table (not the bundled list), store (one conditional put), then
 * mail the owner. A failed e-mail stays in the outbox for the sweep; the visitor still gets 201.
 *
 * Idempotency is bound to content: the same submissionId with the same (normalised) content is
 * 200; with different content it is 409 `submission_changed`, and the form sends it again under a
 * new id.
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
  const hash = contentHash(request);
  const requests = requestsStore(dynamo, config().joinRequestsTable);

  let earlier: DeskRequest | undefined;
  try {
    earlier = await requests.get(request.submissionId);
  } catch (error) {
    return unavailable(error, locale, 'join request not read');
  }
  if (earlier) return repeated(earlier, hash, request.submissionId);

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
  try {
    const record: StoredJoinRequest & ReturnType<typeof newRequestFields> = {
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
      outbox: 'pending',
      nextMailAt: createdAt,
      mailAttempts: 0,
      ...newRequestFields(request, createdAt),
    };
    const outcome = await putJoinRequest(record);
    const fields = { submissionId: request.submissionId, week: week.from, visitor: pseudonym(request.email) };
    if (outcome === 'exists') {
      // Stored between our read and our put (a double click): the same rule as above.
      const stored = await requests.get(request.submissionId);
      if (stored) return repeated(stored, hash, request.submissionId);
      return json(200, { status: 'received', submissionId: request.submissionId });
    }
    log('info', 'join request stored', fields);
  } catch (error) {
    return unavailable(error, locale, 'join request not stored');
  }

  await deliverOwnerMail(request.submissionId).catch((error: unknown) =>
    log('warn', 'owner mail not attempted', { submissionId: request.submissionId, error: String(error) }),
  );
  return json(201, { status: 'received', submissionId: request.submissionId });
}

/** A submissionId seen before: 200 when its content is the same, 409 `submission_changed` when not. */
function repeated(stored: DeskRequest, hash: string, submissionId: string): ApiResult {
  if (sameContent(stored, hash)) {
    log('info', 'join request repeated', { submissionId });
    return json(200, { status: 'received', submissionId });
  }
  log('info', 'join request id reused with other content', { submissionId });
  return json(409, { error: 'submission_changed', submissionId });
}
