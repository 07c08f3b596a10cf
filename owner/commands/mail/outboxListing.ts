import { isRequestReference, normalizeReference } from '../../../common/contracts/reference';
import { sentListingDays, type OutboxMail } from '../../../functions/mail/outboxMail';
import { outboxStore } from '../../../functions/mail/outboxStore';
import { toOwner } from '../../../functions/mail/templates';
import { mailKinds, outboxKindNames, type MailKindName } from '../../../functions/mailKinds';
import { OwnerError, italianTime, type Io } from '../../context';
import { table } from '../../textTable';
import type { Target } from '../../target';

/** What the listing calls a kind of mail (its feature's declaration, assembled in functions/mailKinds.ts). */
const label = (mail: OutboxMail) =>
  Object.hasOwn(mailKinds, mail.kind) ? mailKinds[mail.kind as MailKindName].label : mail.kind;

function toJson(mail: OutboxMail) {
  return {
    mailId: mail.mailId,
    state: mail.state ?? 'sent',
    kind: mail.kind,
    // The owner may see the visitor's address: it is their enquiry.
    to: toOwner(mailKinds, mail.kind) ? ['owner'] : mail.to,
    reference: mail.reference,
    submissionId: mail.submissionId ?? null,
    requests: mail.entries?.map((entry) => entry.reference) ?? null,
    attempts: mail.attempts,
    nextTry: mail.state === 'pending' ? (mail.nextAttemptAt ?? null) : null,
    lastError: mail.lastError ?? null,
    createdAt: mail.createdAt,
    sentAt: mail.sentAt ?? null,
  };
}

/** Does `ref` name this mail: its request's reference or submissionId, or the mail id itself? */
function matches(mail: OutboxMail, ref: string): boolean {
  const wanted = ref.trim();
  if (mail.mailId === wanted || mail.submissionId === wanted) return true;
  if (!isRequestReference(wanted)) return false;
  const reference = normalizeReference(wanted);
  return mail.reference === reference || Boolean(mail.entries?.some((entry) => entry.reference === reference));
}

/** `mail` and `mail redrive`: list the outbox's pending, dead and recently sent mail; send dead (or, named by id, sent) mail again. */
export async function mailCommand(
  args: readonly string[],
  options: { json: boolean; dead: boolean },
  connect: () => Promise<Target>,
  io: Io,
): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined) {
    if (options.dead) throw new OwnerError('--dead goes with `mail redrive --dead`; `mail` alone lists every mail.');
    const store = await outbox(connect);
    const unsent = [...(await store.list('dead')), ...(await store.list('pending'))];
    const sent = await store.listSent(new Date(Date.now() - sentListingDays * 86_400_000), outboxKindNames);
    print(unsent, sent, options.json, io);
    return 0;
  }
  if (sub !== 'redrive')
    throw new OwnerError(`Unknown mail command "${sub}": use \`mail\` or \`mail redrive <ref> | --dead\`.`);
  if (options.dead === rest.length > 0 || rest.length > 1) {
    throw new OwnerError('mail redrive needs one reference or --dead: npm run owner -- mail redrive <ref> | --dead');
  }
  const ref = rest[0];
  if (ref !== undefined && !isRequestReference(ref) && !/^[\w#:.-]{8,}$/.test(ref)) {
    throw new OwnerError(`"${ref}" is no reference: give LB-XXXX-XXXX, a submissionId or a mail id (see \`mail\`).`);
  }
  const store = await outbox(connect);
  const dead = await store.list('dead');
  const chosen = ref === undefined ? dead : dead.filter((mail) => matches(mail, ref));
  if (chosen.length === 0) {
    const pending = ref === undefined ? [] : (await store.list('pending')).filter((mail) => matches(mail, ref));
    if (pending.length) {
      throw new OwnerError(
        `The mail for ${ref} is not dead but pending (next try ${pending[0]!.nextAttemptAt}): nothing to re-drive.`,
      );
    }
    if (ref !== undefined && ref.includes('#')) return resend(ref.trim(), store, options.json, io);
    throw new OwnerError(
      ref === undefined
        ? 'No dead mail: nothing to re-drive.'
        : `No dead mail for ${ref}: \`npm run owner -- mail\` lists them.`,
    );
  }
  const now = new Date();
  const redriven: OutboxMail[] = [];
  for (const mail of chosen) if (await store.redrive(mail.mailId, now)) redriven.push(mail);
  if (options.json) io.out(JSON.stringify({ redriven: redriven.map((mail) => mail.mailId) }));
  else {
    io.out(`Back to pending (the next sweep, within a minute, sends each once): ${redriven.length} mail.`);
    for (const mail of redriven) io.out(`  ${mail.reference}  ${label(mail)}`);
  }
  return 0;
}

/**
 * A mail already sent, named by its mail id (the owner lost it), sent once more. Only by id: a reference
 * or submissionId also names the guest's acknowledgement and the digests listing it, which the owner's
 * loss is no reason to send again. Never a newsletter (at most once, functions/README.md) nor an unknown kind.
 */
async function resend(mailId: string, store: ReturnType<typeof outboxStore>, json: boolean, io: Io): Promise<number> {
  const kind = mailId.split('#')[0]!;
  if (!(outboxKindNames as readonly string[]).includes(kind)) {
    throw new OwnerError(
      Object.hasOwn(mailKinds, kind)
        ? `${mailId} is a ${mailKinds[kind as MailKindName].label}: it goes at most once, \`mail redrive\` never sends it again.`
        : `${mailId} is no mail \`mail redrive\` can send again (unknown kind "${kind}"): \`npm run owner -- mail\` lists them.`,
    );
  }
  const sent = (await store.listSent(new Date(0), outboxKindNames)).find((mail) => mail.mailId === mailId);
  if (!sent || !(await store.resend(mailId, new Date(), outboxKindNames))) {
    throw new OwnerError(`No dead or sent mail ${mailId}: \`npm run owner -- mail\` lists them.`);
  }
  if (json) io.out(JSON.stringify({ redriven: [mailId] }));
  else {
    io.out(
      `Sent ${sentTime(sent)} (Italian time); back to pending: the next sweep, within a minute, sends it once more.`,
    );
    io.out(`  ${sent.reference}  ${label(sent)}`);
  }
  return 0;
}

async function outbox(connect: () => Promise<Target>) {
  const target = await connect();
  return outboxStore(target.db, target.outboxTable, 10_000);
}

/** When SES took it, in Italian time ('' unsent; a stored value that is no instant as it is, never a crash). */
const sentTime = (mail: OutboxMail) =>
  !mail.sentAt ? '' : Number.isNaN(Date.parse(mail.sentAt)) ? mail.sentAt : italianTime(mail.sentAt);

function print(unsent: readonly OutboxMail[], sent: readonly OutboxMail[], json: boolean, io: Io): void {
  if (json) {
    io.out(JSON.stringify([...unsent, ...sent].map(toJson), null, 2));
    return;
  }
  if (unsent.length === 0 && sent.length === 0) {
    io.out(`No mail waiting, and none sent in the last ${sentListingDays} days.`);
    return;
  }
  if (unsent.length === 0) io.out(`No mail waiting: everything was sent. Sent in the last ${sentListingDays} days:`);
  const lines = table(
    ['State', 'Kind', 'To', 'Reference', 'Attempts', 'Next try (Italian time)', 'Sent (Italian time)', 'Last error'],
    [...unsent, ...sent].map((mail) => [
      mail.state ?? 'sent',
      label(mail),
      toOwner(mailKinds, mail.kind) ? 'you (owner)' : mail.to.join(', '),
      mail.reference,
      String(mail.attempts),
      mail.state === 'pending' && mail.nextAttemptAt ? italianTime(mail.nextAttemptAt) : '',
      sentTime(mail),
      mail.state ? (mail.lastError ?? '').slice(0, 60) : '',
    ]),
  );
  for (const line of lines) io.out(line);
}
