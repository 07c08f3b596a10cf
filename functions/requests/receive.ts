import { fieldErrors } from '../../common/contracts/issues';
import { validateJoinRequest, type JoinRequestReceived } from '../../common/contracts/joinRequest';
import { messageFor } from '../../common/contracts/messages';
import { isOpen } from '../../common/facts/weeks';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/clients';
import { today } from '../platform/clock';
import { tableName } from '../platform/config';
import { errorText } from '../platform/errorText';
import { json, parseJsonBody, requestLocale, type ApiEvent, type ApiResult } from '../platform/http';
import { log, pseudonym } from '../platform/log';
import { unavailable } from '../platform/unavailable';
import type { Outbox } from '../mail/outbox';
import { outboxStore } from '../mail/outboxStore';
import { published, weeksStore, type StoredWeek } from '../weeks/weeks';
import { contentHash, newRequestFields, sameContent } from './fields';
import { requestsStore, type DeskRequest } from './store';
import { storedContent } from './fields';
import type { RequestForMail } from './mail';
import { enqueueRequestMails, requestMailIds, type RequestMailDeps } from './mail';

/** What the entry point (functions/join-requests.ts) wires: the outbox on the request's kinds, and the suppression lookup. */
export interface RequestMailWiring extends RequestMailDeps {
  outbox: Pick<Outbox, 'deliverNow'>;
}

/**
 * POST /api/join-requests: parse, validate with the shared contract, answer a repeat as stored
 * (before availability: a stored request stays received whatever the week says now), check the
 * week is open in the live weeks table (not the bundled list), or, for a request with preferred
 * dates instead of a week, that no week can be chosen now, store (one transaction with the reservation
 * of its reference), then
 * queue the owner's mail and the visitor's acknowledgement in the outbox and try them once. A mail
 * SES did not take stays in the outbox for the sweep; the visitor still gets 201.
 *
 * Idempotency is bound to content: the same submissionId with the same (normalised) content is
 * 200; with different content it is 409 `submission_changed`, and the form sends it again under a
 * new id.
 */
export async function receiveRequest(event: ApiEvent, mail: RequestMailWiring): Promise<ApiResult> {
  const parsed = parseJsonBody(event);
  if (!parsed.ok) return parsed.result;
  const body = parsed.value;
  const locale = requestLocale(event, body);

  // The honeypot: answer exactly as if stored, keep and send nothing.
  if (typeof body.website === 'string' && body.website.trim() !== '') {
    log('info', 'honeypot filled; request dropped');
    const submissionId = typeof body.submissionId === 'string' ? body.submissionId : undefined;
    return received(201, submissionId, true);
  }

  const day = today();
  const validation = validateJoinRequest(body, day);
  if (!validation.success) return json(422, { error: 'validation', fields: fieldErrors(validation.issues, locale) });
  const request = validation.data;
  const hash = contentHash(request);
  const requests = requestsStore(dynamo, tableName('joinRequests'));

  let earlier: DeskRequest | undefined;
  try {
    earlier = await requests.get(request.submissionId);
  } catch (error) {
    return unavailable(error, locale, 'join request not read');
  }
  if (earlier) return repeated(earlier, hash, mail);

  let week: StoredWeek | undefined;
  const store = weeksStore(dynamo, tableName('weeks'));
  if (request.week) {
    try {
      week = await store.get(request.week.from);
    } catch (error) {
      return unavailable(error, locale, 'week not read');
    }
    // A week taken, over or never in the calendar: one sentence, the specification's week message's sibling.
    if (!week || !week.season || week.to !== request.week.to || !isOpen(week, day)) {
      return json(409, { error: 'week_unavailable', fields: { week: messageFor('weekTaken', locale) } });
    }
  } else {
    // Dates to agree only while no week can be chosen: the specification's rule stands otherwise.
    try {
      const { weeks } = published(await store.listAll());
      if (weeks.some((candidate) => isOpen(candidate, day))) {
        return json(409, { error: 'week_required', fields: { week: messageFor('week', locale) } });
      }
    } catch (error) {
      return unavailable(error, locale, 'weeks not read');
    }
  }

  const createdAt = new Date().toISOString();
  const record: DeskRequest = {
    submissionId: request.submissionId,
    createdAt,
    ...storedContent(request, week),
    ...newRequestFields(request, createdAt),
  };
  try {
    // One transaction: the request and the reservation of its reference. References are unique: a
    // request whose reference another request holds (a twin made from a known reference, or a 40-bit
    // collision) is answered as a reused id, so the form sends it again under a new id, with a new
    // reference (src/components/CharterRequest/RequestForm.tsx).
    await dynamo.send(new TransactWriteCommand({ TransactItems: requests.createItems(record, referenceGraceSeconds) }));
    log('info', 'join request stored', {
      submissionId: request.submissionId,
      week: week?.from ?? 'dates to agree',
      visitor: pseudonym(request.email),
    });
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) return unavailable(error, locale, 'join request not stored');
    const [reference, stored] = (error.CancellationReasons ?? []).map(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    );
    if (stored) {
      // Stored between our read and our write (a double click): the same rule as above.
      const again = await requests.get(request.submissionId).catch(() => undefined);
      if (again) return repeated(again, hash, mail);
      return received(200, request.submissionId, await ackQueued(request.submissionId, mail));
    }
    if (reference) {
      log('info', 'join request reference taken by another request', { submissionId: request.submissionId });
      return json(409, { error: 'submission_changed', submissionId: request.submissionId });
    }
    return unavailable(error, locale, 'join request not stored');
  }

  await queueMails(record, mail);
  return received(201, request.submissionId, await ackQueued(request.submissionId, mail));
}

const received = (status: 200 | 201, submissionId: string | undefined, acknowledgementQueued: boolean) =>
  json(status, { status: 'received', submissionId, acknowledgementQueued } satisfies JoinRequestReceived);

/**
 * Whether the request's acknowledgement is in the outbox and not withdrawn (functions/mail/hourlyCaps.ts withdraws it
 * unsent when its address or source is over budget, or the address bounced): the form promises one only
 * then. Unknown (the outbox not read) counts as not queued: the page must never promise a mail not sent.
 */
async function ackQueued(submissionId: string, mail: RequestMailWiring): Promise<boolean> {
  try {
    const ack = await (mail.store ?? outboxStore(dynamo, tableName('outbox'))).get(requestMailIds(submissionId).ack);
    return ack !== undefined && !ack.withdrawn;
  } catch (error) {
    log('warn', 'acknowledgement not looked up; the form promises none', { submissionId, error: errorText(error) });
    return false;
  }
}

/**
 * How long a reference stays reserved after its request's own expiry: a request with dates to agree
 * may get a later week (and a later expiry) up to a season after it came in.
 */
const referenceGraceSeconds = 366 * 24 * 3600;

/**
 * A submissionId seen before: 200 when its content is the same (and its mails queued if a first
 * try could not; nothing is queued twice), 409 `submission_changed` when not.
 */
async function repeated(stored: DeskRequest, hash: string, mail: RequestMailWiring): Promise<ApiResult> {
  const { submissionId } = stored;
  if (!sameContent(stored, hash)) {
    log('info', 'join request id reused with other content', { submissionId });
    return json(409, { error: 'submission_changed', submissionId });
  }
  log('info', 'join request repeated', { submissionId });
  await queueMails(stored, mail);
  return received(200, submissionId, await ackQueued(submissionId, mail));
}

/**
 * The outbox: the owner's notification (or the hour's digest) and the visitor's acknowledgement are
 * stored first, then tried at once with a short SES deadline; what SES does not take, the sweep sends.
 */
async function queueMails(request: RequestForMail, mail: RequestMailWiring): Promise<void> {
  try {
    await mail.outbox.deliverNow((await enqueueRequestMails(request, new Date(), mail)).ready);
  } catch (error) {
    log('error', 'join request stored but its mails not queued', {
      submissionId: request.submissionId,
      error: errorText(error),
    });
  }
}
