import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { unsubscribeAnswer } from './newsletter/unsubscribe';

/** GET/POST /api/newsletter/unsubscribe?token=…: every subscriber mail's unsubscribe link (functions/newsletter/unsubscribe.ts). */
export const handler = handlerFor(
  {
    env: [tables.subscriptions.envVar, envVars.siteOrigin],
    privacy: loadPrivacySecret,
    origin: 'header',
    // GET (the mail's link) and POST (one click) alike.
    rateLimit: perClient('newsletter-unsubscribe'),
  },
  unsubscribeAnswer,
);
