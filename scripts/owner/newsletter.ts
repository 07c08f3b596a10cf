import { stackOutputs } from '../../common/stackOutputs';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SingleBar } from 'cli-progress';
import { portOpen } from '../../server/backends';
import {
  emptyCampaignResult,
  errorReason,
  planCampaign,
  sendCampaign,
  sendQuota,
  sendTestCopy,
  type CampaignDeps,
  type CampaignPlan,
  type CampaignResult,
  type SendQuota,
} from '../../functions/newsletter/campaign';
import { CampaignError, parseCampaign, type Campaign } from '../../functions/newsletter/campaignEmail';
import { subscriberIdOf, subscribersStore } from '../../functions/newsletter/subscribers';
import type { SubscriberMailSettings } from '../../functions/platform/config';
import type { Locale } from '../../src/i18n/locales';
import type { Io } from './cli';
import { OwnerError } from './errors';
import { readStack, type Target } from './target';

export const newsletterUsage = `  newsletter send <file.md>               sends a campaign to the confirmed subscribers of its language.
                                          The file is Markdown with front matter:
                                            ---
                                            id: spring-2026       (a slug: names the campaign)
                                            lang: it              (en | it: who gets it)
                                            subject: Le regate di primavera
                                            ---
                                            the text, in Markdown
                                          Each mail is in the site's colours, with a visible
                                          unsubscribe link, the one-click List-Unsubscribe headers
                                          and the operator's legal footer, in the campaign's language.
                                          It shows the count and asks before sending (--yes: don't
                                          ask; --json needs --yes). At most the SES account's
                                          MaxSendRate mails per second, a progress bar, a summary.
                                          Once per subscriber per id: a rerun sends only to those
                                          who have not had it. A failed send is retried by the next
                                          run (exit code 1 while any failed). A run interrupted
                                          between SES's call and its answer leaves the mail
                                          "unconfirmed": at most once, it is not resent
      --test ADDRESS                      one copy to ADDRESS only, subject "[TEST] …"; records
                                          nothing, asks nothing
      --yes                               send without asking
      --retry-unconfirmed                 also send to the "unconfirmed" of an interrupted run
                                          (they may get it twice)
`;

const languageName: Record<Locale, string> = { en: 'English', it: 'Italian' };
const addressPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export interface NewsletterOptions {
  json: boolean;
  yes: boolean;
  test?: string;
  retryUnconfirmed: boolean;
  aws: boolean;
  profile?: string;
  region?: string;
}

/** `newsletter send <file.md> …`; returns the exit code. */
export async function newsletterCommand(
  args: readonly string[],
  options: NewsletterOptions,
  connectTo: () => Promise<Target>,
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  if (args[0] !== 'send' || args.length !== 2) {
    throw new OwnerError(
      'newsletter takes send and a Markdown file: npm run owner -- newsletter send <file.md> [--test ADDRESS] [--yes]',
    );
  }
  const campaign = readCampaign(args[1]!);
  if (options.test !== undefined && !addressPattern.test(options.test.trim())) {
    throw new OwnerError(`--test "${options.test}" is not an e-mail address: give the address to send the test to.`);
  }
  if (options.test !== undefined && options.retryUnconfirmed) {
    throw new OwnerError('--retry-unconfirmed goes with a real send, not with --test: leave one out.');
  }
  if (options.json && !options.yes && options.test === undefined) {
    throw new OwnerError('With --json add --yes: a script must say it means to send (or use --test ADDRESS).');
  }

  const target = await connectTo();
  if (!target.subscriptionsTable || !target.outboxTable) {
    throw new OwnerError(
      `The ${target.where} has no subscriptions or outbox table output: deploy the current version (\`npm run deploy\`).`,
    );
  }
  await target.loadPrivacySecret();
  const mailSetup = options.aws ? await awsMail(options, env) : await localMail(env);
  const deps: CampaignDeps = {
    db: target.db,
    outboxTable: target.outboxTable,
    subscribers: subscribersStore(target.db, target.subscriptionsTable),
    ses: mailSetup.ses,
    mail: mailSetup.mail,
    configurationSet: mailSetup.configurationSet,
  };
  try {
    if (options.test !== undefined) return await sendTest(deps, campaign, options.test.trim(), options.json, io);

    let quota: SendQuota;
    try {
      quota = await sendQuota(deps.ses);
    } catch (error) {
      throw new OwnerError(
        `Cannot read the SES sending quota (GetAccount: ${errorReason(error)}): nothing sent; check SES${options.aws ? ' and your credentials' : ' (restart `npm start`)'}.`,
      );
    }
    const plan = await planCampaign(deps, campaign, { retryUnconfirmed: options.retryUnconfirmed });
    const label = `"${campaign.subject}" (${campaign.id})`;
    const who = `confirmed ${languageName[campaign.lang]} subscribers`;
    if (plan.toSend.length === 0) {
      const empty = emptyCampaignResult(plan);
      if (options.json) io.out(JSON.stringify(summaryJson(plan, empty, quota, target.where), null, 2));
      else {
        io.out(
          plan.recipients === 0
            ? `No ${who}: nothing to send.`
            : `Nothing to send: ${plan.alreadySent} of the ${plan.recipients} ${who} already have ${label}${plan.unconfirmed ? `, ${plan.unconfirmed} are unconfirmed from an interrupted run (--retry-unconfirmed)` : ''}.`,
        );
        for (const line of summaryLines(plan, empty, quota, target.where)) io.out(line);
      }
      return 0;
    }
    if (quota.max24HourSend >= 0 && plan.toSend.length > quota.max24HourSend - quota.sentLast24Hours) {
      const left = Math.max(0, quota.max24HourSend - quota.sentLast24Hours);
      throw new OwnerError(
        `SES allows ${left} more mails in these 24 h (${quota.sentLast24Hours} of ${quota.max24HourSend} sent); this campaign needs ${plan.toSend.length}: send it later or ask AWS for a higher quota.`,
      );
    }
    if (!options.yes) {
      if (!io.ask) throw new OwnerError('Add --yes: there is no terminal to ask on.');
      const notes = [
        plan.alreadySent ? `${plan.alreadySent} already have it` : '',
        plan.retrying ? `${plan.retrying} failed before and are retried` : '',
        plan.unconfirmed ? `${plan.unconfirmed} unconfirmed from an interrupted run are not resent` : '',
      ].filter(Boolean);
      if (notes.length) io.out(`In the ${target.where}: ${notes.join('; ')}.`);
      const answer = await io.ask(`Send ${label} to ${plan.toSend.length} ${who}? [y/N] `);
      if (!['y', 'yes'].includes(answer.trim().toLowerCase())) {
        io.out('Cancelled: nothing sent.');
        return 0;
      }
    }
    if (!options.json) {
      io.out(
        `Sending ${label} to ${plan.toSend.length} ${who}, at most ${formatRate(quota.maxSendRate)} mails/s (the SES account's MaxSendRate)...`,
      );
    }
    const bar =
      !options.json && process.stderr.isTTY
        ? new SingleBar({
            stream: process.stderr,
            format: '  {bar} {value}/{total} | sent {sent} | failed {failed} | {eta_formatted} left',
            hideCursor: true,
            clearOnComplete: true,
            barsize: 30,
            barCompleteChar: '\u2588',
            barIncompleteChar: '\u2591',
            etaBuffer: 50,
          })
        : undefined;
    bar?.start(plan.toSend.length, 0, { sent: 0, failed: 0 });
    let result: CampaignResult;
    try {
      result = await sendCampaign(deps, plan, {
        maxSendRate: quota.maxSendRate,
        retryUnconfirmed: options.retryUnconfirmed,
        onProgress: (done, progress) => bar?.update(done, { sent: progress.sent, failed: progress.failed.length }),
      });
    } finally {
      bar?.stop();
    }
    if (options.json) io.out(JSON.stringify(summaryJson(plan, result, quota, target.where), null, 2));
    else for (const line of summaryLines(plan, result, quota, target.where)) io.out(line);
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    mailSetup.ses.destroy();
  }
}

function readCampaign(file: string): Campaign {
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

async function sendTest(deps: CampaignDeps, campaign: Campaign, to: string, json: boolean, io: Io): Promise<number> {
  let messageId: string;
  try {
    messageId = await sendTestCopy(deps, campaign, to, subscriberIdOf(to));
  } catch (error) {
    throw new OwnerError(`SES did not take the test copy (${errorReason(error)}): nothing sent.`);
  }
  if (json) {
    io.out(
      JSON.stringify(
        { test: true, campaign: { id: campaign.id, lang: campaign.lang, subject: campaign.subject }, to, messageId },
        null,
        2,
      ),
    );
  } else {
    io.out(
      `Sent one test copy of "[TEST] ${campaign.subject}" (${campaign.id}, ${languageName[campaign.lang]}) to ${to}; nothing recorded.`,
    );
  }
  return 0;
}

interface MailSetup {
  ses: SESv2Client;
  mail: SubscriberMailSettings;
  configurationSet: string;
}

/** The local stack's SES emulator (SES_LOCAL_PORT, default 8005) and its settings (as `npm start` sets them). */
async function localMail(env: NodeJS.ProcessEnv): Promise<MailSetup> {
  const port = Number(env.SES_LOCAL_PORT || 8005);
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
      region: env.AWS_REGION || 'eu-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    }),
    mail: {
      siteOrigin: (env.SITE_ORIGIN || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
      senderEmail: env.SENDER_EMAIL || 'website@libeccio-charter.example',
    },
    configurationSet: env.SES_CONFIGURATION_SET || 'local',
  };
}

/** The stack output that names the SES configuration set (bounces and complaints). */
export const configurationSetOutput = stackOutputs.sesConfigurationSet;

/** SES in the stack's region; the site's URL and the configuration set from the stack's outputs. */
async function awsMail(options: NewsletterOptions, env: NodeJS.ProcessEnv): Promise<MailSetup> {
  const { config, clientConfig, output } = await readStack(options);
  const siteOrigin = env.SITE_ORIGIN || output(stackOutputs.siteUrl);
  const configurationSet = env.SES_CONFIGURATION_SET || output(configurationSetOutput);
  if (!siteOrigin || !configurationSet) {
    throw new OwnerError(
      `Stack ${config.stackName} has no ${siteOrigin ? configurationSetOutput : stackOutputs.siteUrl} output: deploy the current version (\`npm run deploy\`), or set ${siteOrigin ? 'SES_CONFIGURATION_SET' : 'SITE_ORIGIN'}.`,
    );
  }
  return {
    ses: new SESv2Client({ ...clientConfig, maxAttempts: 2 }),
    mail: { siteOrigin: new URL(siteOrigin).origin, senderEmail: config.senderEmail },
    configurationSet,
  };
}

const formatRate = (rate: number) => (Number.isInteger(rate) ? String(rate) : rate.toFixed(1));

/** What unconfirmed means, for the summary. */
const unconfirmedNote =
  'claimed by an interrupted run, which may have sent them: not resent (at most once); --retry-unconfirmed sends them';

function summaryLines(plan: CampaignPlan, result: CampaignResult, quota: SendQuota, where: string): string[] {
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

function summaryJson(plan: CampaignPlan, result: CampaignResult, quota: SendQuota, where: string) {
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
