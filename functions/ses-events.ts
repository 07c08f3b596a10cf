import type { SNSEvent } from 'aws-lambda';
import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { recordSesNotifications } from './newsletter/bounces';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';

/** SNS: the SES configuration set's bounces and complaints (functions/newsletter/bounces.ts). */
export const handler = handlerFor(
  { env: [tables.subscriptions.envVar], privacy: loadPrivacySecret },
  (event: SNSEvent) =>
    recordSesNotifications(
      (event.Records ?? []).map((record) => ({ message: record.Sns?.Message ?? '', subject: record.Sns?.Subject })),
      process.env[envVars.ownerEmail],
    ),
);
