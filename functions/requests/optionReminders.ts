import { requestReference } from '../../common/contracts/reference';
import { addDays } from '../../common/yachtDay';
import { pendingFrom, type OutboxMail, type OutboxStore } from '../mail/outboxMail';
import { outboxStore } from '../mail/outboxStore';
import { dynamo } from '../platform/clients';
import { today } from '../platform/clock';
import { tableName, ownerMailSettings } from '../platform/config';
import { log } from '../platform/log';
import { weeksStore } from '../weeks/weeks';
import { requestMails, type ReminderWeek } from './mail';

/** The owner is reminded this many days before an option's last day (`optionUntil`). */
export const reminderDaysBefore = 2;

/** An option that lapsed this many days ago or fewer, not extended, booked or released, is told to the owner. */
export const lapseNoticeDays = 7;

/** The outbox id of the reminder of `week`'s option ending on `until` (or of its lapse): one per week and date. */
export const reminderMailId = (week: string, until: string, lapsed = false) =>
  `reminder#${week}#${until}${lapsed ? '#lapsed' : ''}`;

/** The reminder of one option (or the notice that it lapsed), as the outbox stores it (due at once). */
export function reminderMail(week: ReminderWeek, now: Date, lapsed = false): OutboxMail {
  const { ownerEmail, ownerLocale } = ownerMailSettings();
  return {
    mailId: reminderMailId(week.from, week.optionUntil, lapsed),
    kind: 'reminder',
    to: [ownerEmail],
    reference: week.optionedBy ? requestReference(week.optionedBy) : `week ${week.from}`,
    ...(week.optionedBy ? { submissionId: week.optionedBy } : {}),
    ...requestMails.reminder.compose({ week, locale: ownerLocale, now, lapsed }),
    ...pendingFrom(now),
  };
}

/**
 * Queues the owner's reminder of every option from two days before its last day until that day (and,
 * once, the notice of an option that lapsed in the last `lapseNoticeDays` still held), as an
 * outbox item (`reminder#<week>#<optionUntil>`): a conditional put, so an option date is reminded once;
 * the outbox sends it (retries, dead-letters, `npm run owner -- mail`, `mail redrive`) and, once SES has
 * taken it, records `reminderSentAt` on the week (the reminder kind's `afterSent`, mails.ts). Returns how many it queued.
 */
export async function queueOptionReminders(
  now = new Date(),
  deps: { store: OutboxStore } = { store: outboxStore(dynamo, tableName('outbox')) },
): Promise<number> {
  const store = weeksStore(dynamo, tableName('weeks'));
  const day = today(now);
  let queued = 0;
  for (const week of await store.list()) {
    const until = week.optionUntil;
    if (week.status !== 'optioned' || !until) continue;
    // Lapsed: the site offers the week again; the owner is told once (a conditional put), within a week.
    if (until < day) {
      if (addDays(until, lapseNoticeDays) < day) continue;
      if (await deps.store.put(reminderMail({ ...week, optionUntil: until }, now, true))) {
        queued += 1;
        log('info', 'option lapse notice queued', { week: week.from, optionUntil: until });
      }
      continue;
    }
    if (addDays(until, -reminderDaysBefore) > day) continue;
    if (week.reminderFor === until && week.reminderSentAt) continue;
    if (!(await deps.store.put(reminderMail({ ...week, optionUntil: until }, now)))) continue;
    // The week shows which date its reminder is for (`reminderSentAt` follows once SES took it).
    await store.claimReminder(week.from, until, now, now).catch(() => false);
    queued += 1;
    log('info', 'option reminder queued', { week: week.from, optionUntil: until });
  }
  return queued;
}
