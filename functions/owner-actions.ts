import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { ownerActionAnswer, rateLimitedPage } from './requests/ownerLinks/handler';

/** GET/HEAD/POST /api/owner-actions?t=TOKEN: the action links in the owner's e-mails (functions/requests/ownerLinks/handler.ts). */
export const handler = handlerFor(
  {
    env: [tables.joinRequests.envVar, tables.weeks.envVar, tables.outbox.envVar, envVars.ownerLocale],
    privacy: loadPrivacySecret,
    origin: 'header',
    // Limited per client and answered with the page: the presses (POST, the only change) on one counter,
    // the page views (GET, HEAD: link scanners) on another.
    rateLimit: perClient(
      { POST: 'owner-actions', GET: 'owner-actions-page', HEAD: 'owner-actions-page' },
      rateLimitedPage,
    ),
  },
  ownerActionAnswer,
);
