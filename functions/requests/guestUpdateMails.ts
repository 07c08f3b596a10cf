import { envVars } from '../../common/env';
import type { OutboxMail, OutboxStore } from '../mail/outboxMail';
import { composeGuestUpdateEmail, type GuestUpdate } from './guestUpdateEmail';
import { referenceOf, statusOf, type DeskRequest } from './store';

/** The outbox kind of each guest update (declared in mails.ts). */
export const guestUpdateKinds = {
  optioned: 'guestOption',
  booked: 'guestBooking',
  declined: 'guestDecline',
} as const satisfies Record<GuestUpdate, string>;

/**
 * The update the guest is told of after a change that left the request `request`, if any: an option
 * (new, or a new last day), a booking, a decline of a request not booked (a cancelled charter is the
 * owners' own letter). An undo tells the guest nothing.
 */
export function guestUpdateFor(request: DeskRequest, before: DeskRequest): GuestUpdate | undefined {
  const status = statusOf(request);
  if (!request.email || request.forgottenAt) return undefined;
  if (status === 'optioned' && request.optionUntil) return 'optioned';
  if (status === 'booked') return 'booked';
  if (status === 'declined' && statusOf(before) !== 'booked') return 'declined';
  return undefined;
}

/**
 * Queues the guest's mail about the change that left `request` as it is (one per change: its id names
 * the change's time), for the outbox to send (retried, listed by `npm run owner -- mail`). The owners
 * are its Reply-To when OWNER_EMAIL is set, so the guest's reply reaches them. Returns the mail (queued
 * now, or before: a retry whose first answer was lost finds the same mail).
 */
export async function queueGuestUpdate(
  request: DeskRequest,
  update: GuestUpdate,
  store: Pick<OutboxStore, 'put'>,
  now: Date,
  env: NodeJS.ProcessEnv = process.env,
): Promise<OutboxMail> {
  const kind = guestUpdateKinds[update];
  const changedAt = request.history?.at(-1)?.at ?? now.toISOString();
  const ownerEmail = env[envVars.ownerEmail];
  const reference = referenceOf(request);
  const mail: OutboxMail = {
    mailId: `${kind}#${request.submissionId}#${changedAt}`,
    kind,
    to: [request.email],
    ...(ownerEmail ? { replyTo: [ownerEmail] } : {}),
    reference,
    submissionId: request.submissionId,
    ...composeGuestUpdateEmail({ update, request: { ...request, reference } }),
    createdAt: now.toISOString(),
    state: 'pending',
    nextAttemptAt: now.toISOString(),
    attempts: 0,
  };
  await store.put(mail);
  return mail;
}
