import { log } from './commons/log';
import { sweepOutbox } from './domain/mailer';
import { remindLapsingOptions } from './domain/optionReminders';

/**
 * Scheduled every minute: sends the owner e-mails still pending (SES was down, a send failed), and
 * the reminders of options that end in two days.
 */
export async function handler(): Promise<void> {
  const counts = await sweepOutbox();
  if (counts.sent || counts.failed || counts.dead) log('info', 'outbox swept', counts);
  const reminders = await remindLapsingOptions();
  if (reminders.sent || reminders.failed) log('info', 'option reminders swept', reminders);
}
