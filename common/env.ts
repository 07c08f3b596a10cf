/**
 * The environment variables the functions read (besides the table names in ./tables.ts), named once:
 * functions/platform/config.ts reads them, infra sets them, the local stack fills them in.
 */
export const envVars = {
  ownerEmail: 'OWNER_EMAIL',
  senderEmail: 'SENDER_EMAIL',
  ownerLocale: 'OWNER_LOCALE',
  ownerMailHourlyCap: 'OWNER_MAIL_HOURLY_CAP',
  ackHourlyCapPerAddress: 'ACK_HOURLY_CAP_PER_ADDRESS',
  /** Acknowledgements per hour, site-wide (newsletter confirmations have their own, CONFIRM_MAIL_HOURLY_CAP). */
  visitorMailHourlyCap: 'VISITOR_MAIL_HOURLY_CAP',
  /** Newsletter confirmations per hour, site-wide: their own budget, which acknowledgements cannot use up. */
  confirmMailHourlyCap: 'CONFIRM_MAIL_HOURLY_CAP',
  /** Requests one source (an IPv4 address, an IPv6 /64) may have mail a visitor per hour; its network twice that. */
  sourceMailHourlyCap: 'SOURCE_MAIL_HOURLY_CAP',
  /** Permanent bounces of the site's mail in a day (UTC) that pause mail to unproven visitor addresses until the day ends. */
  visitorBounceDailyLimit: 'VISITOR_BOUNCE_DAILY_LIMIT',
  rateLimitPerMinute: 'RATE_LIMIT_PER_MINUTE',
  /** The site's origin, for links in e-mails. */
  siteOrigin: 'SITE_ORIGIN',
  /** The SES configuration set every send names (bounces and complaints come back through it). */
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  /** Months a charter request is kept after its week (default 24). */
  requestRetentionMonths: 'REQUEST_RETENTION_MONTHS',
  /** The privacy secret itself (local stack, tests) … */
  privacySecret: 'PRIVACY_SECRET',
  /** … or the Secrets Manager secret holding it (deployed). */
  privacySecretArn: 'PRIVACY_SECRET_ARN',
  /** The secret CloudFront adds to every origin request (x-origin-verify); unset locally. */
  originVerifySecret: 'ORIGIN_VERIFY_SECRET',
  logLevel: 'LOG_LEVEL',
} as const;
