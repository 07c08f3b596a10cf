import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { ownerActionAnswer, ownersLink, rateLimitedPage } from './requests/ownerLinks/handler';

// Per client, answered with the page: the presses (POST) on one counter, the page views (GET, HEAD: link
// scanners) on another. A valid, unexpired link is the owner's: its pages and presses are never limited
// (pressing through one request's actions on a phone met the limit); the limit is for the rest.
const limit = perClient(
  { POST: 'owner-actions', GET: 'owner-actions-page', HEAD: 'owner-actions-page' },
  rateLimitedPage,
);

/** GET/HEAD/POST /api/owner-actions?t=TOKEN: the action links in the owner's e-mails (functions/requests/ownerLinks/handler.ts). */
export const handler = handlerFor(
  {
    env: [tables.joinRequests.envVar, tables.weeks.envVar, tables.outbox.envVar, envVars.ownerLocale],
    privacy: loadPrivacySecret,
    origin: 'header',
    rateLimit: async (event) => (ownersLink(event) ? undefined : limit(event)),
  },
  ownerActionAnswer,
);
