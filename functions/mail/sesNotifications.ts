/**
 * SES bounce and complaint notifications, as the configuration set's SNS event destination delivers
 * them (infra/lib/mail.ts): each SNS record's Message is the SES event JSON. Pure parsing here.
 */

/** The SES message tag naming the network a visitor mail's request came from (functions/mail/hourlyCaps.ts). */
export const sourceTagName = 'source';

/** Logged for each permanently bounced recipient. */
export const bounceLogMessage = 'mail bounced permanently';

export interface SesRecipientEvent {
  kind: 'bounce' | 'complaint' | 'transient-bounce';
  /** Bare addresses, as SES names the recipients. */
  recipients: string[];
  /** bounceType/bounceSubType or complaintFeedbackType, for the log. */
  detail?: string;
  /** The mail's `source` tag, when it had one (a mail to an unproven visitor address). */
  sourceTag?: string;
}

interface SesNotification {
  notificationType?: string;
  eventType?: string;
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: Array<{ emailAddress?: string }> };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: Array<{ emailAddress?: string }> };
  mail?: { tags?: Record<string, unknown> };
}

/** The bare address of "Name <a@b>" or "a@b". */
const bare = (address: string) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim();

const addresses = (list: Array<{ emailAddress?: string }> | undefined) =>
  (list ?? [])
    .map((recipient) => recipient.emailAddress)
    .filter((value): value is string => Boolean(value))
    .map(bare);

/** What one SNS message says, or undefined for other notifications (deliveries, sends) and junk. */
export function readSesNotification(message: string): SesRecipientEvent | undefined {
  let value: SesNotification;
  try {
    value = JSON.parse(message) as SesNotification;
  } catch {
    return undefined;
  }
  const type = value?.notificationType ?? value?.eventType;
  const tag = value?.mail?.tags?.[sourceTagName];
  const sourceTag = Array.isArray(tag) && typeof tag[0] === 'string' ? { sourceTag: tag[0] } : {};
  if (type === 'Bounce') {
    const permanent = value.bounce?.bounceType === 'Permanent';
    return {
      kind: permanent ? 'bounce' : 'transient-bounce',
      recipients: addresses(value.bounce?.bouncedRecipients),
      detail: [value.bounce?.bounceType, value.bounce?.bounceSubType].filter(Boolean).join('/'),
      ...sourceTag,
    };
  }
  if (type === 'Complaint') {
    return {
      kind: 'complaint',
      recipients: addresses(value.complaint?.complainedRecipients),
      detail: value.complaint?.complaintFeedbackType,
      ...sourceTag,
    };
  }
  return undefined;
}
