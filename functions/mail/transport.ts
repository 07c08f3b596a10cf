import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { singleLine } from '../../common/contracts/text';
import { site } from '../../common/facts/site';
import type { Email } from './layout';

/** Header values never carry a line break, a control or invisible formatting (C0, C1, NEL, U+2028/9, bidi, zero-width). */
export const headerSafe = (value: string) => singleLine(value);

/**
 * The one way a mail leaves: SESv2 `SendEmail` with simple content. The outbox (owner mail, digests,
 * acknowledgements, option reminders, newsletter confirmations) and newsletter campaigns all send
 * through it. Every header value is made single-line (no CR/LF, controls or invisible formatting),
 * the configuration set is named on every send (bounces and complaints come back through it to
 * functions/ses-events.ts), and the whole call, SDK retries included, ends by its deadline.
 */
export interface OutgoingEmail extends Email {
  to: readonly string[];
  replyTo?: readonly string[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on mail to subscribers), name → value. */
  headers?: Readonly<Record<string, string>>;
  /** SES message tags (name → value: letters, digits, `_`, `-`), returned in the mail's bounce and complaint events. */
  tags?: Readonly<Record<string, string>>;
}

/** Who sends, and how: the SES client, the sender address (From) and the configuration set. */
export interface Sender {
  ses: Pick<SESv2Client, 'send'>;
  senderEmail: string;
  configurationSet: string;
}

/**
 * Sends one mail and returns SES's MessageId (the caller records it: a mail with a MessageId is never
 * sent again). Throws when SES refuses, when the deadline passes, or when SES answers without a MessageId.
 */
export async function sendEmail(sender: Sender, mail: OutgoingEmail, deadlineMs: number): Promise<string> {
  const headers = Object.entries(mail.headers ?? {});
  const tags = Object.entries(mail.tags ?? {});
  const result = await sender.ses.send(
    new SendEmailCommand({
      // The yacht's name before the address, so an inbox shows who wrote.
      FromEmailAddress: `${site.yachtName} <${headerSafe(sender.senderEmail)}>`,
      Destination: { ToAddresses: mail.to.map(headerSafe) },
      ...(mail.replyTo ? { ReplyToAddresses: mail.replyTo.map(headerSafe) } : {}),
      ConfigurationSetName: sender.configurationSet,
      ...(tags.length ? { EmailTags: tags.map(([Name, Value]) => ({ Name, Value })) } : {}),
      Content: {
        Simple: {
          Subject: { Data: headerSafe(mail.subject), Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(headers.length
            ? { Headers: headers.map(([name, value]) => ({ Name: headerSafe(name), Value: headerSafe(value) })) }
            : {}),
        },
      },
    }),
    // A real deadline: the SDK's requestTimeout alone only logs a warning.
    { abortSignal: AbortSignal.timeout(deadlineMs) },
  );
  if (!result.MessageId) throw new Error('SES answered without a MessageId');
  return result.MessageId;
}
