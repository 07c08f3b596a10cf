import { isRequestReference, normalizeReference } from '../../src/contracts/reference';
import { outboxStore, type OutboxMail } from '../../functions/mail/outboxStore';
import { mailTemplates, toOwner } from '../../functions/mail/templates';
import { OwnerError, italianTime, type Io } from './context';
import { table } from './table';
import type { Target } from './target';

/** What the listing calls a kind of mail (functions/mail/templates.ts). */
const label = (mail: OutboxMail) => mailTemplates[mail.kind].label;

function toJson(mail: OutboxMail) {
  return {
    mailId: mail.mailId,
    state: mail.state ?? 'sent',
    kind: mail.kind,
    // The owner may see the visitor's address: it is their enquiry.
    to: toOwner(mail.kind) ? ['owner'] : mail.to,
    reference: mail.reference,
    submissionId: mail.submissionId ?? null,
    requests: mail.entries?.map((entry) => entry.reference) ?? null,
    attempts: mail.attempts,
    nextTry: mail.state === 'pending' ? (mail.nextAttemptAt ?? null) : null,
    lastError: mail.lastError ?? null,
    createdAt: mail.createdAt,
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

/** `mail` and `mail redrive`: list the outbox's pending and dead mail, send dead mail again. */
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
    const list = [...(await store.list('dead')), ...(await store.list('pending'))];
    print(list, options.json, io);
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

async function outbox(connect: () => Promise<Target>) {
  const target = await connect();
  return outboxStore(target.db, target.outboxTable, 10_000);
}

function print(list: readonly OutboxMail[], json: boolean, io: Io): void {
  if (json) {
    io.out(JSON.stringify(list.map(toJson), null, 2));
    return;
  }
  if (list.length === 0) {
    io.out('No mail waiting: everything was sent.');
    return;
  }
  const lines = table(
    ['State', 'Kind', 'To', 'Reference', 'Attempts', 'Next try (Italian time)', 'Last error'],
    list.map((mail) => [
      mail.state ?? 'sent',
      label(mail),
      toOwner(mail.kind) ? 'you (owner)' : mail.to.join(', '),
      mail.reference,
      String(mail.attempts),
      mail.state === 'pending' && mail.nextAttemptAt ? italianTime(mail.nextAttemptAt) : '',
      (mail.lastError ?? '').slice(0, 60),
    ]),
  );
  for (const line of lines) io.out(line);
}
