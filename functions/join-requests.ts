import { envVars } from '../common/env';
import { tables } from '../common/tables';
import { createOutbox } from './mail/outbox';
import { addressStanding } from './newsletter/subscriberStore';
import { clientAddress, type ApiEvent } from './platform/http';
import { handlerFor } from './platform/lambda';
import { loadPrivacySecret } from './platform/privacyKey';
import { perClient } from './platform/rateLimit';
import { requestMails } from './requests/mail';
import { receiveRequest } from './requests/receive';

/** The request's two mails, tried at once (what the sweep does not need to send). */
const outbox = createOutbox({ owner: requestMails.owner, ack: requestMails.ack });

/** POST /api/join-requests: a charter request from the Join us form (functions/requests/receive.ts). */
export const handler = handlerFor(
  {
    env: [
      tables.joinRequests.envVar,
      tables.weeks.envVar,
      tables.outbox.envVar,
      // No acknowledgement to an address that bounced or complained (its suppression record); a confirmed
      // subscriber's is not held back by the per-source budgets.
      tables.subscriptions.envVar,
      envVars.ownerEmail,
      envVars.senderEmail,
      envVars.sesConfigurationSet,
      // The action links in the owner's mail (functions/requests/mail.ts `actionLinks`).
      envVars.siteOrigin,
    ],
    // Log pseudonyms and the per-address acknowledgement cap are keyed by it.
    privacy: loadPrivacySecret,
    origin: 'header',
    rateLimit: perClient('join-requests'),
  },
  // The client counts against its source's hourly mail budget (functions/mail/hourlyCaps.ts).
  (event: ApiEvent) => receiveRequest(event, { outbox, standing: addressStanding, client: clientAddress(event) }),
);
