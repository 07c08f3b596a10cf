import type { SNSEvent } from 'aws-lambda';
import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { recordVisitorBounce } from './mail/hourlyCaps';
import { outboxStore } from './mail/outboxStore';
import { recordSesNotifications } from './newsletter/bounces';
import { dynamo } from './platform/clients';
import { tableName } from './platform/config';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';

/**
 * SNS: the SES configuration set's bounces and complaints (functions/newsletter/bounces.ts), each also
 * counted in the outbox's daily bounce counters (the visitor-mail pause, functions/mail/hourlyCaps.ts).
 */
export const handler = handlerFor(
  { env: [tables.subscriptions.envVar, tables.outbox.envVar], privacy: loadPrivacySecret },
  (event: SNSEvent) =>
    recordSesNotifications(
      (event.Records ?? []).map((record) => ({ message: record.Sns?.Message ?? '', subject: record.Sns?.Subject })),
      process.env[envVars.ownerEmail],
      (sourceTag) => recordVisitorBounce(outboxStore(dynamo, tableName('outbox')), new Date(), sourceTag),
    ),
);
