import { defineCommand } from '../../command';
import { mailCommand } from './outboxListing';

export const mail = defineCommand({
  name: 'mail',
  summary: 'mail waiting (pending, dead) and sent in the last 7 days; send it again',
  forms: [
    {
      usage: '',
      text: `mail not sent yet: pending (with its next try) and dead
(given up after 26 h of retries), then the mail sent in the
last 7 days (with its sent time): kind, recipient, reference`,
    },
    {
      usage: 'redrive <ref>',
      text: `a dead mail back to pending: the next sweep (within a minute)
sends it once; <ref> is a request reference (LB-XXXX-XXXX),
its submissionId, or a mail id from \`mail --json\`; a sent
mail (one you lost) is sent once more only when <ref> is its
mail id (never a newsletter); a pending mail is left as it is`,
    },
    { usage: 'redrive --dead', text: 'every dead mail back to pending (never a sent one)' },
  ],
  arguments: { '<ref>': 'a request reference (LB-XXXX-XXXX), its submissionId, or a mail id from `mail --json`' },
  options: { dead: { type: 'boolean', description: 'with redrive: every dead mail' } },
  examples: [
    'npm run owner -- mail',
    'npm run owner -- mail --json',
    'npm run owner -- mail redrive LB-7K3M-Q9TX',
    "npm run owner -- mail redrive 'reminder#{week}#{until}'",
    'npm run owner -- mail redrive --dead',
  ],
  needs: ['outbox'],
  run: ({ args, values, json, io, target }) => mailCommand(args, { json, dead: Boolean(values.dead) }, target, io),
});
