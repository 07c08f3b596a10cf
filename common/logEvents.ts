/**
 * Log events that alarms match (infra/lib/monitoring.ts), named once: the functions log these
 * constants, the metric filters are built from them, so renaming one renames both.
 */
export const logEvents = {
  /** A mail ran out of attempts and was parked as dead. */
  deadMail: 'mail dead-lettered',
  /** Every outbox sweep, once, with `oldestPendingSeconds` and its counts: the backlog alarm reads it. */
  outboxSwept: 'outbox swept',
  /** A POST refused by the per-client rate limit (429). */
  rateLimited: 'rate limited',
  /** A recipient marked a mail as spam (functions/ses-events.ts): the complaint alarm. */
  complaint: 'newsletter complaint',
  /**
   * A mail to a visitor's address (acknowledgement or newsletter confirmation) not sent: the site-wide
   * hourly cap of its kind is reached (someone may be using the forms to mail strangers).
   */
  visitorMailCapped: 'visitor mail over the hourly cap',
  /**
   * A mail to an unproven visitor address (an acknowledgement, a newsletter confirmation) not sent: the
   * day's permanent bounces reached VISITOR_BOUNCE_DAILY_LIMIT, so such mail pauses until the day ends,
   * to keep the SES account (and the owner's notifications) out of review.
   */
  visitorMailPaused: 'visitor mail paused: too many bounces today',
  /** The owner's own address bounced permanently or complained: enquiries may not be arriving. */
  ownerMailBounced: 'owner mail bounced',
} as const;

/**
 * Where a CloudWatch metric filter finds things in a record written by functions/platform/log.ts
 * (Powertools Logger: one JSON object per line, the event in `message`, extra fields at the top level).
 * functions/platform/log.test.ts checks a real record against these paths.
 */
export const logRecordPaths = {
  event: '$.message',
  field: (name: string) => `$.${name}`,
} as const;
