import { GetAccountCommand, SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { SubscriberMailSettings } from '../platform/config';
import { errorText } from '../platform/errorText';
import { campaignMail, type Campaign } from './campaignEmail';
import { fromHeader, headerSafe } from '../requests/ownerEmail';
import { subscriberMailExtras, type Subscriber, type SubscribersStore } from './subscribers';

/**
 * Sending a campaign to the confirmed subscribers of its language, once per subscriber.
 *
 * Each recipient has a record in the outbox table, `mailId` = `campaign#<campaign id>#<subscriberId>`,
 * holding only the subscriberId (never the address), with no `state` attribute so the outbox
 * sweeper's sparse indexes never see it, and `expiresAt` (DynamoDB TTL) 90 days on:
 * - `claimed`: taken by a run (a conditional write) just before the SES call;
 * - `sent`: SES accepted it (`sesMessageId`);
 * - `failed`: SES refused it (`lastError`, addresses blanked out); the next run tries again.
 *
 * At most once: a record still `claimed` after a run means the run was interrupted between the claim
 * and recording SES's answer; the mail may have gone out. A rerun does not send it again (one missing
 * newsletter is better than a duplicate); `retryUnconfirmed` sends those too.
 */
export type CampaignRecordStatus = 'claimed' | 'sent' | 'failed';

export interface CampaignRecord {
  mailId: string;
  kind: 'campaign';
  campaignId: string;
  subscriberId: string;
  campaignStatus: CampaignRecordStatus;
  claimedAt: string;
  attempts: number;
  sentAt?: string;
  sesMessageId?: string;
  lastError?: string;
  /** Epoch seconds: DynamoDB TTL. */
  expiresAt: number;
}

/** Campaign records are kept this long (what a rerun within it will not send again). */
export const campaignRecordSeconds = 90 * 86_400;

export function campaignRecordId(campaignId: string, subscriberId: string): string {
  return `campaign#${campaignId}#${subscriberId}`;
}

/** What a send needs: the tables, the subscribers, SES and the mail settings. */
export interface CampaignDeps {
  db: DynamoDBDocumentClient;
  outboxTable: string;
  subscribers: SubscribersStore;
  ses: Pick<SESv2Client, 'send'>;
  /** SITE_ORIGIN (links) and SENDER_EMAIL (From, and the List-Unsubscribe mailto:). */
  mail: SubscriberMailSettings;
  /** The SES configuration set: bounces and complaints come back through it. */
  configurationSet: string;
}

/** SES's sending quota: sends per second, and per 24 h (-1: unlimited) with what was sent in the last 24 h. */
export interface SendQuota {
  maxSendRate: number;
  max24HourSend: number;
  sentLast24Hours: number;
}

/** The account's quota (SESv2 GetAccount); throws when SES does not say. */
export async function sendQuota(ses: Pick<SESv2Client, 'send'>): Promise<SendQuota> {
  const account = await ses.send(new GetAccountCommand({}), { abortSignal: AbortSignal.timeout(10_000) });
  const quota = account.SendQuota;
  if (!quota?.MaxSendRate || quota.MaxSendRate <= 0) throw new Error('SES GetAccount gave no MaxSendRate');
  return {
    maxSendRate: quota.MaxSendRate,
    max24HourSend: quota.Max24HourSend ?? -1,
    sentLast24Hours: quota.SentLast24Hours ?? 0,
  };
}

/** Who gets the campaign now, and who not and why. */
export interface CampaignPlan {
  campaign: Campaign;
  /** Every confirmed subscriber of the campaign's language (with an address). */
  recipients: number;
  /** To send now: no record yet, failed before, or (retryUnconfirmed) claimed but unconfirmed. */
  toSend: Subscriber[];
  /** Of `toSend`, those a previous run failed to send. */
  retrying: number;
  /** Already sent by a previous run. */
  alreadySent: number;
  /** Claimed by an interrupted run, SES's answer never recorded: not sent again unless retryUnconfirmed. */
  unconfirmed: number;
}

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The existing records of these subscribers for a campaign (BatchGet, 100 at a time). */
async function readRecords(
  deps: CampaignDeps,
  campaignId: string,
  subscriberIds: readonly string[],
): Promise<Map<string, CampaignRecord>> {
  const found = new Map<string, CampaignRecord>();
  for (const ids of chunk(subscriberIds, 100)) {
    let keys: Array<Record<string, unknown>> | undefined = ids.map((id) => ({
      mailId: campaignRecordId(campaignId, id),
    }));
    for (let round = 0; keys && keys.length > 0; round += 1) {
      if (round > 0) await pause(Math.min(50 * 2 ** round, 2_000));
      if (round > 8) throw new Error('DynamoDB kept leaving campaign records unread (BatchGet UnprocessedKeys)');
      const result: BatchGetCommandOutput = await deps.db.send(
        new BatchGetCommand({ RequestItems: { [deps.outboxTable]: { Keys: keys, ConsistentRead: true } } }),
        { abortSignal: AbortSignal.timeout(10_000) },
      );
      for (const item of (result.Responses?.[deps.outboxTable] ?? []) as CampaignRecord[]) {
        found.set(item.subscriberId, item);
      }
      keys = result.UnprocessedKeys?.[deps.outboxTable]?.Keys;
    }
  }
  return found;
}

/** Reads the recipients and what earlier runs of this campaign did for each. */
export async function planCampaign(
  deps: CampaignDeps,
  campaign: Campaign,
  options: { retryUnconfirmed?: boolean } = {},
): Promise<CampaignPlan> {
  const confirmed = (await deps.subscribers.list({ state: 'confirmed', locale: campaign.lang })).filter((subscriber) =>
    Boolean(subscriber.email),
  );
  const records = await readRecords(
    deps,
    campaign.id,
    confirmed.map((subscriber) => subscriber.subscriberId),
  );
  const plan: CampaignPlan = {
    campaign,
    recipients: confirmed.length,
    toSend: [],
    retrying: 0,
    alreadySent: 0,
    unconfirmed: 0,
  };
  for (const subscriber of confirmed) {
    const status = records.get(subscriber.subscriberId)?.campaignStatus;
    if (status === 'sent') plan.alreadySent += 1;
    else if (status === 'claimed' && !options.retryUnconfirmed) plan.unconfirmed += 1;
    else {
      if (status) plan.retrying += 1;
      plan.toSend.push(subscriber);
    }
  }
  return plan;
}

/** What a run did. */
export interface CampaignResult {
  sent: number;
  /** Had it already (a previous run), or another run claimed it meanwhile. */
  skippedAlreadySent: number;
  /** Claimed by an interrupted run and not resent (at most once). */
  skippedUnconfirmed: number;
  /** Unsubscribed (or suppressed) between the listing and their turn. */
  skippedUnsubscribed: number;
  failed: Array<{ subscriberId: string; reason: string }>;
  elapsedMs: number;
  /** SES calls per second, first call to last: the pace achieved (at most maxSendRate). */
  ratePerSecond: number;
}

/** A run that has sent nothing yet: only what the plan already knows is skipped. */
export function emptyCampaignResult(plan: CampaignPlan): CampaignResult {
  return {
    sent: 0,
    skippedAlreadySent: plan.alreadySent,
    skippedUnconfirmed: plan.unconfirmed,
    skippedUnsubscribed: 0,
    failed: [],
    elapsedMs: 0,
    ratePerSecond: 0,
  };
}

/** One SES call per `1000 / perSecond` ms at most: each call waits for its slot. */
export function rateLimiter(perSecond: number, now = () => performance.now()) {
  const spacingMs = 1_000 / perSecond;
  let next = 0;
  return async () => {
    const at = Math.max(now(), next);
    next = at + spacingMs;
    // Timers may fire a fraction of a millisecond early: wait until the slot has really come.
    while (now() < at) await pause(at - now());
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error as a short line with e-mail addresses blanked out (the records never hold an address). */
export const errorReason = errorText;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The SES call for one copy: simple content, the list headers, the configuration set. */
export async function sendCampaignCopy(
  deps: Pick<CampaignDeps, 'ses' | 'mail' | 'configurationSet'>,
  to: string,
  content: { subject: string; text: string; html: string },
  headers: Record<string, string>,
): Promise<string> {
  const result = await deps.ses.send(
    new SendEmailCommand({
      FromEmailAddress: fromHeader(deps.mail.senderEmail),
      Destination: { ToAddresses: [headerSafe(to)] },
      ConfigurationSetName: deps.configurationSet,
      Content: {
        Simple: {
          Subject: { Data: headerSafe(content.subject), Charset: 'UTF-8' },
          Body: { Text: { Data: content.text, Charset: 'UTF-8' }, Html: { Data: content.html, Charset: 'UTF-8' } },
          Headers: Object.entries(headers).map(([name, value]) => ({
            Name: headerSafe(name),
            Value: headerSafe(value),
          })),
        },
      },
    }),
    { abortSignal: AbortSignal.timeout(15_000) },
  );
  if (!result.MessageId) throw new Error('SES answered without a MessageId');
  return result.MessageId;
}

/** One test copy to `to` ("[TEST] " subject), with the list headers an address of that name would get; records nothing. */
export async function sendTestCopy(
  deps: Pick<CampaignDeps, 'ses' | 'mail' | 'configurationSet'>,
  campaign: Campaign,
  to: string,
  subscriberId: string,
): Promise<string> {
  const extras = subscriberMailExtras({ subscriberId, locale: campaign.lang }, deps.mail);
  const content = campaignMail(campaign, { test: true })({ unsubscribePageUrl: extras.unsubscribePageUrl });
  return sendCampaignCopy(deps, to, content, extras.headers);
}

export interface SendOptions {
  /** SES's MaxSendRate: never more SES calls than this per second. */
  maxSendRate: number;
  /** Called after each recipient (sent, skipped or failed). */
  onProgress?: (done: number, result: CampaignResult) => void;
  /** Sends also to the records an interrupted run left claimed (as planCampaign was told). */
  retryUnconfirmed?: boolean;
}

/**
 * Sends the plan's mails, at most `maxSendRate` SES calls per second. For each recipient: re-reads
 * the subscriber (still confirmed?), claims the record (conditional: nobody sent or claimed it
 * meanwhile), sends, records `sent` with SES's MessageId, or `failed` with the reason.
 */
export async function sendCampaign(
  deps: CampaignDeps,
  plan: CampaignPlan,
  options: SendOptions,
): Promise<CampaignResult> {
  const started = performance.now();
  const render = campaignMail(plan.campaign);
  // Two gates at the same rate: `turn` lets a recipient be read and claimed only when its send is due
  // (so a run killed midway leaves few claimed-but-unanswered records, only the sends in flight), and
  // `throttle`, just before the SES call, keeps the calls themselves at most maxSendRate a second.
  const turn = rateLimiter(options.maxSendRate);
  const throttle = rateLimiter(options.maxSendRate);
  const result = emptyCampaignResult(plan);
  const queue = [...plan.toSend];
  let firstCall: number | undefined;
  let lastCall: number | undefined;
  let calls = 0;
  let done = 0;
  // Enough calls in flight to reach the rate with SES answering in up to ~1 s, never absurdly many.
  const workers = Math.max(1, Math.min(Math.ceil(options.maxSendRate), 32, queue.length));

  async function one(subscriber: Subscriber): Promise<void> {
    await turn();
    const current = await deps.subscribers.getById(subscriber.subscriberId);
    if (current?.state !== 'confirmed' || !current.email || current.locale !== plan.campaign.lang) {
      result.skippedUnsubscribed += 1;
      return;
    }
    const mailId = campaignRecordId(plan.campaign.id, subscriber.subscriberId);
    const now = new Date();
    try {
      await deps.db.send(
        new UpdateCommand({
          TableName: deps.outboxTable,
          Key: { mailId },
          UpdateExpression:
            'SET kind = :kind, campaignId = :campaign, subscriberId = :subscriber, campaignStatus = :claimed, ' +
            'claimedAt = :now, expiresAt = :expires, attempts = if_not_exists(attempts, :zero) + :one',
          ConditionExpression: options.retryUnconfirmed
            ? 'attribute_not_exists(mailId) OR campaignStatus IN (:failed, :claimed)'
            : 'attribute_not_exists(mailId) OR campaignStatus = :failed',
          ExpressionAttributeValues: {
            ':kind': 'campaign',
            ':campaign': plan.campaign.id,
            ':subscriber': subscriber.subscriberId,
            ':claimed': 'claimed',
            ':failed': 'failed',
            ':now': now.toISOString(),
            ':expires': epochSeconds(now) + campaignRecordSeconds,
            ':zero': 0,
            ':one': 1,
          },
        }),
        { abortSignal: AbortSignal.timeout(10_000) },
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) {
        // Another run took it since the plan was read.
        result.skippedAlreadySent += 1;
        return;
      }
      throw error;
    }
    const extras = subscriberMailExtras(current, deps.mail);
    let messageId: string;
    try {
      await throttle();
      const callAt = performance.now();
      firstCall ??= callAt;
      lastCall = callAt;
      calls += 1;
      messageId = await sendCampaignCopy(
        deps,
        current.email,
        render({ unsubscribePageUrl: extras.unsubscribePageUrl }),
        extras.headers,
      );
    } catch (error) {
      const reason = errorReason(error);
      result.failed.push({ subscriberId: subscriber.subscriberId, reason });
      await record(mailId, 'SET campaignStatus = :failed, lastError = :reason', {
        ':failed': 'failed',
        ':reason': reason,
      }).catch(() => undefined); // left `claimed`: not resent without --retry-unconfirmed (at most once)
      return;
    }
    result.sent += 1;
    await record(mailId, 'SET campaignStatus = :sent, sentAt = :now, sesMessageId = :id REMOVE lastError', {
      ':sent': 'sent',
      ':now': new Date().toISOString(),
      ':id': messageId,
    }).catch(() => undefined); // sent all the same; the record stays `claimed`, which is never resent by default
  }

  /** Records an outcome, retrying a little: the mail's fate does not depend on it. */
  async function record(mailId: string, expression: string, values: Record<string, unknown>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deps.db.send(
          new UpdateCommand({
            TableName: deps.outboxTable,
            Key: { mailId },
            UpdateExpression: expression,
            ExpressionAttributeValues: values,
          }),
          { abortSignal: AbortSignal.timeout(5_000) },
        );
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
        await pause(200 * 2 ** attempt);
      }
    }
  }

  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let subscriber = queue.shift(); subscriber; subscriber = queue.shift()) {
        try {
          await one(subscriber);
        } catch (error) {
          // A storage error before the SES call: nothing was sent to this subscriber; a rerun tries again.
          result.failed.push({ subscriberId: subscriber.subscriberId, reason: errorReason(error) });
        }
        done += 1;
        options.onProgress?.(done, result);
      }
    }),
  );
  result.elapsedMs = Math.round(performance.now() - started);
  // The pace SES saw: calls per second between the first and the last call (n calls span n - 1 gaps).
  result.ratePerSecond =
    calls > 1 && lastCall! > firstCall!
      ? ((calls - 1) * 1000) / (lastCall! - firstCall!)
      : result.sent > 0
        ? result.sent / (result.elapsedMs / 1000 || 1)
        : 0;
  return result;
}
