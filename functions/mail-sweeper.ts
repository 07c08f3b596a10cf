import { log } from './commons/log';
import { sweepOutbox } from './domain/mailer';

/** Scheduled every minute: sends the owner e-mails still pending (SES was down, a send failed). */
export async function handler(): Promise<void> {
  const counts = await sweepOutbox();
  if (counts.sent || counts.failed || counts.dead) log('info', 'outbox swept', counts);
}
