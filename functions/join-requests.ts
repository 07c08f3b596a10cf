import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { receiveRequest } from './requests/receive';

/** POST /api/join-requests: a charter request from the Join us form (functions/requests/receive.ts). */
export const handler = handlerFor(
  {
    env: [
      tables.joinRequests.envVar,
      tables.weeks.envVar,
      tables.outbox.envVar,
      // No acknowledgement to an address that bounced or complained (its suppression record).
      tables.subscriptions.envVar,
      envVars.ownerEmail,
      envVars.senderEmail,
      envVars.sesConfigurationSet,
      // The action links in the owner's mail (functions/requests/ownerLinks/tokens.ts).
      envVars.siteOrigin,
    ],
    // Log pseudonyms and the per-address acknowledgement cap are keyed by it.
    privacy: loadPrivacySecret,
    origin: 'header',
    rateLimit: perClient('join-requests'),
  },
  receiveRequest,
);
