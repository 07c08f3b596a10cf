import { existsSync, readFileSync, statSync } from 'node:fs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { portOpen } from '../../../server/backends';
import type { CampaignPlan, CampaignResult, SendQuota } from '../../../functions/newsletter/campaign';
import type { Campaign } from '../../../functions/newsletter/campaignFile';
import { CampaignError, parseCampaign } from '../../../functions/newsletter/campaignFile';
import type { SubscriberMailSettings } from '../../../functions/platform/config';
import type { Locale } from '../../../common/locales';
import { OwnerError } from '../../context';
import { configurationSetOutput, readStack, siteUrlOutput } from '../../target';
import { localPort, localStack } from '../../../common/localStack';

export const languageName: Record<Locale, string> = { en: 'English', it: 'Italian' };
export const addressPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export interface NewsletterOptions {
  json: boolean;
  yes: boolean;
  test?: string;
  retryUnconfirmed: boolean;
  aws: boolean;
  profile?: string;
  region?: string;
}

export function readCampaign(file: string): Campaign {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new OwnerError(`No file ${file}: give the path of the campaign's Markdown file.`);
  }
  try {
    return parseCampaign(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error instanceof CampaignError) throw new OwnerError(`${file}: ${error.message}`);
    throw error;
  }
}

export interface MailSetup {
  ses: SESv2Client;
  mail: SubscriberMailSettings;
  configurationSet: string;
}

/** The local stack's SES emulator (SES_LOCAL_PORT, default 8005) and its settings (as `npm start` sets them). */
export async function localMail(env: NodeJS.ProcessEnv): Promise<MailSetup> {
  const port = localPort(env, 'SES_LOCAL_PORT');
  const endpoint = env.AWS_ENDPOINT_URL_SESV2 || `http://127.0.0.1:${port}`;
  const endpointPort = Number(new URL(endpoint).port || 80);
  if (!(await portOpen(endpointPort))) {
    throw new OwnerError(
      `The local SES emulator is not running (nothing on port ${endpointPort}): start the local stack with \`npm start\` (SES_LOCAL_PORT).`,
    );
  }
  return {
    ses: new SESv2Client({
      endpoint,
      region: env.AWS_REGION || localStack.region,
      credentials: localStack.credentials,
      maxAttempts: 1,
    }),
    mail: {
      siteOrigin: (env.SITE_ORIGIN || `http://localhost:${localPort(env, 'PORT')}`).replace(/\/$/, ''),
      senderEmail: env.SENDER_EMAIL || localStack.senderEmail,
    },
    configurationSet: env.SES_CONFIGURATION_SET || localStack.configurationSet,
  };
}

/**
 * SES in the stack's region; the site's URL and the configuration set from the stack's outputs (which
 * `connect` has checked: every one is there), or SITE_ORIGIN / SES_CONFIGURATION_SET.
 */
export async function awsMail(options: NewsletterOptions, env: NodeJS.ProcessEnv): Promise<MailSetup> {
  const { config, clientConfig, output } = await readStack(options);
  const siteOrigin = env.SITE_ORIGIN || output(siteUrlOutput)!;
  const configurationSet = env.SES_CONFIGURATION_SET || output(configurationSetOutput)!;
  return {
    ses: new SESv2Client({ ...clientConfig, maxAttempts: 2 }),
    mail: { siteOrigin: new URL(siteOrigin).origin, senderEmail: config.senderEmail },
    configurationSet,
  };
}

export const formatRate = (rate: number) => (Number.isInteger(rate) ? String(rate) : rate.toFixed(1));

/** What unconfirmed means, for the summary. */
const unconfirmedNote =
  'claimed by an interrupted run, which may have sent them: not resent (at most once); --retry-unconfirmed sends them';

export function summaryLines(plan: CampaignPlan, result: CampaignResult, quota: SendQuota, where: string): string[] {
  const { campaign } = plan;
  const lines = [
    `Campaign ${campaign.id} "${campaign.subject}" (${languageName[campaign.lang]}), ${plan.recipients} confirmed subscribers, ${where}:`,
    `  Sent                        ${result.sent}`,
    `  Skipped, already sent       ${result.skippedAlreadySent}`,
  ];
  if (result.skippedUnconfirmed) {
    lines.push(`  Skipped, unconfirmed        ${result.skippedUnconfirmed} (${unconfirmedNote})`);
  }
  if (result.skippedUnsubscribed) {
    lines.push(`  Skipped, unsubscribed       ${result.skippedUnsubscribed} (while the campaign was going out)`);
  }
  lines.push(`  Failed                      ${result.failed.length}`);
  const reasons = new Map<string, number>();
  for (const failure of result.failed) reasons.set(failure.reason, (reasons.get(failure.reason) ?? 0) + 1);
  for (const [reason, count] of reasons) lines.push(`    ${count} × ${reason}`);
  if (result.elapsedMs > 0) {
    lines.push(
      `  Time                        ${(result.elapsedMs / 1000).toFixed(1)} s, ${result.ratePerSecond.toFixed(1)} mails/s (SES allows ${formatRate(quota.maxSendRate)}/s)`,
    );
  }
  if (result.failed.length)
    lines.push('Run the same command again to retry the failed ones (the others are not resent).');
  return lines;
}

export function summaryJson(plan: CampaignPlan, result: CampaignResult, quota: SendQuota, where: string) {
  return {
    campaign: { id: plan.campaign.id, lang: plan.campaign.lang, subject: plan.campaign.subject },
    target: where,
    recipients: plan.recipients,
    sent: result.sent,
    skipped: {
      alreadySent: result.skippedAlreadySent,
      unconfirmed: result.skippedUnconfirmed,
      unsubscribed: result.skippedUnsubscribed,
    },
    failed: result.failed.length,
    failures: result.failed,
    elapsedSeconds: Math.round(result.elapsedMs) / 1000,
    mailsPerSecond: Math.round(result.ratePerSecond * 100) / 100,
    maxSendRate: quota.maxSendRate,
  };
}
