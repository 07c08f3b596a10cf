import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { IsoDate } from '../../src/data/season';
import { addDays } from '../../src/lib/yachtDay';
import { dynamo, ses } from '../platform/clients';
import { today } from '../platform/clock';
import { tableName, senderEmail, ownerMailSettings, sesConfigurationSet } from '../platform/config';
import { log } from '../platform/log';
import { ownerMailLinks, reminderActions } from './actionLinks';
import { fromHeader, headerSafe } from './ownerEmail';
import { composeReminderEmail } from './reminderEmail';
import { weeksStore } from '../weeks/weeks';

/** The owner is reminded this many days before an option's last day (`optionUntil`). */
export const reminderDaysBefore = 2;
/** How long one sweep's claim on a reminder holds before another sweep may retry it. */
const leaseMs = 60_000;

/**
 * Mails the owner once per option, from two days before its last day until that day: the week item
 * itself is the outbox entry. Claimed with a conditional update (one sender at a time), marked sent
 * with SES's MessageId (never sent again for that date), released on failure for the next sweep.
 */
export async function remindLapsingOptions(now = new Date()): Promise<{ sent: number; failed: number }> {
  const weeksTable = tableName('weeks');
  const { ownerEmail, ownerLocale } = ownerMailSettings();
  const from = senderEmail();
  const store = weeksStore(dynamo, weeksTable);
  const day = today(now);
  const counts = { sent: 0, failed: 0 };
  for (const week of await store.list()) {
    const until = week.optionUntil;
    if (week.status !== 'optioned' || !until || until < day) continue;
    if (addDays(until, -reminderDaysBefore) > day) continue;
    if (week.reminderFor === until && week.reminderSentAt) continue;
    if (!(await store.claimReminder(week.from, until, now, new Date(now.getTime() + leaseMs)))) continue;
    let messageId: string;
    try {
      // Links only for an option the desk set (it names its request).
      const links = week.optionedBy
        ? ownerMailLinks(
            { submissionId: week.optionedBy, status: 'optioned', actions: reminderActions },
            ownerLocale,
            now,
          )
        : undefined;
      const mail = composeReminderEmail({ ...week, optionUntil: until as IsoDate }, ownerLocale, links);
      const result = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: fromHeader(from),
          Destination: { ToAddresses: [headerSafe(ownerEmail)] },
          ConfigurationSetName: sesConfigurationSet(),
          Content: {
            Simple: {
              Subject: { Data: headerSafe(mail.subject), Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            },
          },
        }),
        // A real deadline: the SDK's requestTimeout alone only logs a warning.
        { abortSignal: AbortSignal.timeout(5_000) },
      );
      messageId = result.MessageId ?? 'unknown';
    } catch (error) {
      await store.releaseReminder(week.from, new Date()).catch(() => undefined);
      log('warn', 'option reminder not accepted by SES; will retry', {
        week: week.from,
        error: error instanceof Error ? error.name : String(error),
      });
      counts.failed += 1;
      continue;
    }
    // SES took it: never released for another send, never counted as a failure. Recording is retried
    // on its own; only if it never lands can a sweep after the lease send it again (logged as an error).
    counts.sent += 1;
    log('info', 'option reminder sent', { week: week.from, optionUntil: until });
    for (const pause of [100, 400, 1_000, -1]) {
      try {
        await store.markReminded(week.from, messageId, new Date());
        break;
      } catch (error) {
        if (pause < 0) {
          log('error', 'option reminder sent but not recorded', {
            week: week.from,
            sesMessageId: messageId,
            error: error instanceof Error ? error.name : String(error),
          });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }
  return counts;
}
