import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requestReference } from '../../../common/contracts/reference';
import { fill, formatDate, type Locale } from '../../../common/locales';
import { addDays, type IsoDate } from '../../../common/yachtDay';
import { isConditionFailure } from '../../platform/conditional';
import { type ActionToken, type OwnerAction } from './tokens';
import { ownerEmailCopy } from '../ownerEmail';
import { RefusedChange, requestDesk } from '../desk';
import { statusOf, type DeskRequest } from '../store';
import type { StoredWeek } from '../../weeks/weeks';
import { LinkRefused, ownerActionCopy } from './copy';

export const weekText = (request: Pick<DeskRequest, 'weekFrom' | 'weekTo' | 'dates'>, locale: Locale) =>
  request.weekFrom && request.weekTo
    ? `${formatDate(request.weekFrom, locale)} – ${formatDate(request.weekTo, locale)}`
    : fill(ownerEmailCopy.datesToAgree[locale], { dates: request.dates ?? '' });

/** The day a 7-day option (from today) or extension (from the current last day) ends: never on embarking. */
export function sevenDays(action: OwnerAction, request: DeskRequest, today: IsoDate): IsoDate {
  const from =
    action === 'extend7' && request.optionUntil && request.optionUntil >= today ? request.optionUntil : today;
  const latest = addDays(request.weekFrom as IsoDate, -1);
  const until = addDays(from, 7);
  return until < latest ? until : latest;
}

/** The days an option may end on: today to the day before embarking. */
export function optionRange(request: DeskRequest, today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(request.weekFrom as IsoDate, -1) };
}

/**
 * Checks a link against the request as stored now: it must exist and still be in the link's status,
 * or carry this very link's change with its nonce released (the first try failed after the change was
 * made, its answer lost: the desk answers the retry as done). A link used with success stays refused.
 */
export function checkCurrent(token: ActionToken, request: DeskRequest | undefined, locale: Locale): DeskRequest {
  if (!request) throw new LinkRefused('gone');
  const used = (request as { usedLinks?: Set<string> }).usedLinks;
  if (request.lastKey === token.n && !used?.has(token.n)) return request;
  const status = statusOf(request);
  if (status !== token.s) {
    throw new LinkRefused('stale', {
      reference: requestReference(request.submissionId),
      status: ownerActionCopy.statuses[status][locale],
    });
  }
  return request;
}

/**
 * The link's nonce, recorded on the request with one conditional update: the first POST of a link
 * records it, any later one finds it there. Released again when the change is refused or fails, so
 * only a change that happened uses the link up.
 */
export function linkNonces(db: DynamoDBDocumentClient, table: string) {
  const deadline = () => ({ abortSignal: AbortSignal.timeout(3_000) });
  return {
    async claim(submissionId: string, nonce: string): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: { submissionId },
            UpdateExpression: 'ADD usedLinks :nonces',
            ConditionExpression: 'attribute_exists(submissionId) AND NOT contains(usedLinks, :nonce)',
            ExpressionAttributeValues: { ':nonces': new Set([nonce]), ':nonce': nonce },
          }),
          deadline(),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async release(submissionId: string, nonce: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { submissionId },
          UpdateExpression: 'DELETE usedLinks :nonces',
          ConditionExpression: 'attribute_exists(submissionId)',
          ExpressionAttributeValues: { ':nonces': new Set([nonce]) },
        }),
        deadline(),
      );
    },
  };
}

export interface Performed {
  request: DeskRequest;
  weekFreed: boolean;
  /** The option's last day before this change, when it replaced one (the undo goes back to it). */
  previousUntil?: IsoDate;
}

/**
 * Runs the link's action with the desk (the CLI's own functions), recording "by e-mail link" and the
 * link's nonce as the change's idempotency key: a retry of a link whose change was made (its answer
 * lost to a timeout) is answered as done, never refused as stale. The desk's refusals come back as a
 * translated sentence (LinkRefused); nothing was changed then. Any other error: the desk settled the
 * request and its week both ways (OutcomeUnknown when it could not: a retry settles it).
 */
export async function performOwnerAction(
  db: DynamoDBDocumentClient,
  tables: { requests: string; weeks: string },
  token: ActionToken,
  request: DeskRequest,
  options: { until?: string; today: IsoDate; now: Date; locale: Locale },
): Promise<Performed> {
  const desk = requestDesk(db, tables, { by: 'e-mail link', key: token.n });
  const { today, now, locale } = options;
  const reference = requestReference(request.submissionId);
  const week = weekText(request, locale);
  let until: IsoDate | undefined;
  if (token.a === 'option7' || token.a === 'extend7' || token.a === 'optionUntil') {
    const range = optionRange(request, today);
    if (range.max < range.min) throw new LinkRefused('started', { week });
    until = token.a === 'optionUntil' ? (options.until as IsoDate | undefined) : sevenDays(token.a, request, today);
    if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until) || until < range.min || until > range.max) {
      throw new LinkRefused('date', { min: formatDate(range.min, locale), max: formatDate(range.max, locale) });
    }
  }
  try {
    switch (token.a) {
      case 'replied':
        return { request: await desk.replied(request.submissionId, now), weekFreed: false };
      case 'book':
        return { request: await desk.book(request.submissionId, now, today), weekFreed: false };
      case 'decline':
      case 'release': {
        const { request: moved, weekFreed } = await desk.decline(request.submissionId, now, today);
        return { request: moved, weekFreed };
      }
      default: {
        const moved = await desk.option(request.submissionId, until!, today, now);
        return { request: moved, weekFreed: false, previousUntil: request.optionUntil };
      }
    }
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    // The desk's reason is the CLI's English sentence: say it again in the page's language.
    const current = await desk.requests.get(request.submissionId);
    if (!current || statusOf(current) !== statusOf(request)) checkCurrent(token, current, locale);
    const stored: StoredWeek | undefined = request.weekFrom ? await desk.weeks.get(request.weekFrom) : undefined;
    const weekStatus = ownerActionCopy.weekStatuses[stored?.status ?? 'missing'][locale];
    throw new LinkRefused('week', { week, weekStatus, reference });
  }
}
