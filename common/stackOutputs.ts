/**
 * The site stack's outputs, named once: infra/lib/site-stack.ts writes them, the owner CLI
 * (owner/target.ts and its commands) reads them from the deployed stack.
 */
export const stackOutputs = {
  siteUrl: 'SiteUrl',
  distributionId: 'DistributionId',
  contentBucket: 'ContentBucket',
  accessLogBucket: 'AccessLogBucket',
  joinRequestsTable: 'JoinRequestsTable',
  subscriptionsTable: 'SubscriptionsTable',
  weeksTable: 'WeeksTable',
  outboxTable: 'OutboxTable',
  sesConfigurationSet: 'SesConfigurationSet',
  privacySecretArn: 'PrivacySecretArn',
  ownerPolicyArn: 'OwnerPolicyArn',
  ownerPrivilegedPolicyArn: 'OwnerPrivilegedPolicyArn',
} as const;
