import { SingleBar } from 'cli-progress';
import {
  emptyCampaignResult,
  errorReason,
  planCampaign,
  sendCampaign,
  sendQuota,
  sendTestCopy,
  type CampaignDeps,
  type CampaignResult,
  type SendQuota,
} from '../../../functions/newsletter/campaign';
import type { Campaign } from '../../../functions/newsletter/campaignFile';
import { subscribersStore } from '../../../functions/newsletter/subscriberStore';
import { subscriberIdOf } from '../../../functions/newsletter/subscriberTokens';
import { defineCommand } from '../../command';
import { OwnerError, type Io } from '../../context';
import {
  addressPattern,
  awsMail,
  formatRate,
  languageName,
  localMail,
  readCampaign,
  summaryJson,
  summaryLines,
  type NewsletterOptions,
} from './campaign';
import type { Target } from '../../target';

export const newsletter = defineCommand({
  name: 'newsletter',
  summary: 'send a campaign (a Markdown file) to the confirmed subscribers of its language',
  forms: [
    {
      usage: 'send <file.md> [--test ADDRESS] [--yes] [--retry-unconfirmed]',
      text: `sends a campaign to the confirmed subscribers of its language.
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
"unconfirmed": at most once, it is not resent`,
    },
  ],
  arguments: { '<file.md>': 'the campaign: Markdown with id, lang and subject in its front matter' },
  options: {
    test: {
      type: 'string',
      value: 'ADDRESS',
      description: 'one copy to ADDRESS only, subject "[TEST] …"; records nothing, asks nothing',
    },
    yes: { type: 'boolean', description: 'send without asking' },
    'retry-unconfirmed': {
      type: 'boolean',
      description: 'also send to the "unconfirmed" of an interrupted run (they may get it twice)',
    },
  },
  examples: [
    'npm run owner -- newsletter send spring-2026.md --test me@example.com',
    'npm run owner -- newsletter send spring-2026.md',
    'npm run owner -- newsletter send spring-2026.md --aws --yes --json',
  ],
  needs: ['subscriptions', 'outbox', 'privacy secret', 'mail'],
  run: ({ args, values, json, io, env, target }) =>
    newsletterCommand(
      args,
      {
        json,
        yes: Boolean(values.yes),
        test: values.test,
        retryUnconfirmed: Boolean(values['retry-unconfirmed']),
        aws: Boolean(values.aws),
        profile: values.profile,
        region: values.region,
      },
      target,
      env,
      io,
    ),
});

/** `newsletter send <file.md> …`; returns the exit code. */
async function newsletterCommand(
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
