import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { subscribeAnswer } from './newsletter/signUpResponse';

/** POST /api/newsletter-subscriptions {email, locale}: a newsletter sign-up (functions/newsletter/signUpResponse.ts). */
export const handler = handlerFor(
  {
    env: [tables.subscriptions.envVar, tables.outbox.envVar, envVars.siteOrigin, envVars.senderEmail],
    privacy: loadPrivacySecret,
    origin: 'header',
    rateLimit: perClient('newsletter-subscriptions'),
  },
  subscribeAnswer,
);
