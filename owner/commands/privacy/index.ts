import { fieldLabel, fieldsWhere } from '../../../common/contracts/requestFields';
import { exportPersonalData, forgetAddress, type Forgotten } from '../../../functions/privacy/personalData';
import { emailAddress } from '../../../functions/privacy/rules';
import { defineCommand } from '../../command';
import { OwnerError, type Io } from '../../context';
import type { Target } from '../../target';

export const privacy = defineCommand({
  name: 'privacy',
  summary: 'everything held about one e-mail address: export it, or forget it',
  forms: [
    {
      usage: 'export <email>',
      text: `everything held about one address, as JSON: its charter
requests, its newsletter subscription and consent (when,
language, privacy notice version, confirmation), and the
mails to or about it in the outbox (the mail log)`,
    },
    {
      usage: 'forget <email>',
      text: `erases the address everywhere: deletes its charter requests
(a booked or optioned one is kept for your records with the
name, e-mail, phone and message erased), deletes its mails
from the outbox, and keeps of its subscription only the
keyed hash, marked "forgotten", so it is never mailed again
unless it signs up again; prints what it did in each table`,
    },
  ],
  arguments: { '<email>': 'the address, in any case' },
  options: {},
  examples: [
    'npm run owner -- privacy export guest@example.com > guest.json',
    'npm run owner -- privacy forget guest@example.com',
  ],
  needs: ['requests', 'outbox', 'subscriptions', 'privacy secret'],
  notes: [
    'The rules are functions/privacy/ (rules.ts, personalData.ts). Not erased at once: the logs’ pseudonyms',
    '(kept 3 months), DynamoDB point-in-time backups (35 days) and CSV exports you saved.',
  ],
  async run({ args, json, io, target }) {
    const [action, email] = args;
    if (args.length !== 2 || (action !== 'export' && action !== 'forget')) {
      throw new OwnerError(
        'privacy takes export or forget and one e-mail address: npm run owner -- privacy export|forget <email>',
      );
    }
    const address = emailAddress(email!);
    if (!address) {
      throw new OwnerError(`"${email}" is not an e-mail address: give the address, e.g. guest@example.com.`);
    }
    const connected = await target();
    const tables = {
      requests: connected.joinRequestsTable,
      outbox: connected.outboxTable,
      subscriptions: connected.subscriptionsTable,
    };
    if (action === 'export') {
      io.out(JSON.stringify(await exportPersonalData(connected.db, tables, address, new Date()), null, 2));
      return;
    }
    const done = await forgetAddress(connected.db, tables, address, new Date());
    if (json) io.out(JSON.stringify(done, null, 2));
    else printForgotten(done, connected, io);
  },
});

/** The personal fields as the owner reads them: "name, e-mail, phone and message". */
function erasedNames(): string {
  const names = fieldsWhere('personal').map((key) => fieldLabel(key, 'en').toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

function printForgotten(done: Forgotten, target: Target, io: Io): void {
  io.out(`Forgot ${done.email} in the ${target.where}:`);
  io.out(
    `  ${target.joinRequestsTable}: ${done.requestsDeleted} request(s) deleted` +
      (done.requestsAnonymised.length
        ? `; ${done.requestsAnonymised.length} booked/optioned kept with ${erasedNames()} erased (${done.requestsAnonymised.join(', ')}), as its week refers to it`
        : ''),
  );
  io.out(
    `  ${target.outboxTable}: ${done.mailsDeleted} mail(s) deleted` +
      (done.digestsEdited ? `; ${done.digestsEdited} digest(s) kept without this guest's lines` : '') +
      `; ${done.recordsDeleted} campaign record(s) and acknowledgement counter(s) deleted`,
  );
  io.out(
    `  ${target.subscriptionsTable}: ` +
      (done.subscription === 'absent'
        ? 'never subscribed; nothing held'
        : done.subscription === 'kept-suppression'
          ? 'address erased; its keyed hash stays suppressed (it bounced or complained), so it is never mailed again'
          : 'address, consent and language erased; only its keyed hash stays, marked "forgotten", so it is not mailed unless it signs up again'),
  );
}
