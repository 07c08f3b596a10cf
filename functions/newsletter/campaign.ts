import { GetAccountCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SubscriberMailSettings } from '../platform/config';
import { errorText } from '../platform/errorText';
import { sendEmail } from '../mail/transport';
import type { Campaign } from './campaignFile';
import { newsletterMails } from './mail';
import { campaignStore } from './campaignStore';
import { type SubscribersStore } from './subscriberStore';
import { subscriberMailExtras, type Subscriber } from './subscriberTokens';

/**
 * Sending a campaign to the confirmed subscribers of its language, once per subscriber: the plan
 * (who gets it, who had it), the pace (SES's MaxSendRate), the send through the one transport
 * (functions/mail/transport.ts), and each recipient's record in its own store (./campaignStore.ts, at
 * most once: a copy whose answer was never recorded is not sent again by default).
 */
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

/** Reads the recipients and what earlier runs of this campaign did for each. */
export async function planCampaign(
  deps: CampaignDeps,
  campaign: Campaign,
  options: { retryUnconfirmed?: boolean } = {},
): Promise<CampaignPlan> {
  const confirmed = (await deps.subscribers.list({ state: 'confirmed', locale: campaign.lang })).filter((subscriber) =>
    Boolean(subscriber.email),
  );
  const records = await campaignStore(deps.db, deps.outboxTable).read(
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

/** The SES call for one copy: simple content, the list headers, the configuration set. */
export async function sendCampaignCopy(
  deps: Pick<CampaignDeps, 'ses' | 'mail' | 'configurationSet'>,
  to: string,
  content: { subject: string; text: string; html: string },
  headers: Record<string, string>,
): Promise<string> {
  const sender = { ses: deps.ses, senderEmail: deps.mail.senderEmail, configurationSet: deps.configurationSet };
  return sendEmail(sender, { ...content, to: [to], headers }, 15_000);
}

/** One test copy to `to` ("[TEST] " subject), with the list headers an address of that name would get; records nothing. */
export async function sendTestCopy(
  deps: Pick<CampaignDeps, 'ses' | 'mail' | 'configurationSet'>,
  campaign: Campaign,
  to: string,
  subscriberId: string,
): Promise<string> {
  const extras = subscriberMailExtras({ subscriberId, locale: campaign.lang }, deps.mail);
  const content = newsletterMails.campaign.compose({ campaign, test: true })({
    unsubscribePageUrl: extras.unsubscribePageUrl,
  });
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
  const render = newsletterMails.campaign.compose({ campaign: plan.campaign });
  const store = campaignStore(deps.db, deps.outboxTable);
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
    const { id } = plan.campaign;
    if (!(await store.claim(id, subscriber.subscriberId, new Date(), options.retryUnconfirmed ?? false))) {
      // Another run took it since the plan was read.
      result.skippedAlreadySent += 1;
      return;
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
      await store.markFailed(id, subscriber.subscriberId, reason).catch(() => undefined); // left `claimed`: not resent without --retry-unconfirmed (at most once)
      return;
    }
    result.sent += 1;
    await store.markSent(id, subscriber.subscriberId, messageId).catch(() => undefined); // sent all the same; the record stays `claimed`, which is never resent by default
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
