import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { listSubscribers } from './counts';

export const subscribers = defineCommand({
  name: 'subscribers',
  summary: 'newsletter subscribers: counts by state and language, then each one',
  forms: [
    {
      usage: '',
      text: `newsletter subscribers: counts by state and language, then
each one: state, language, address (or "(hash only)" once
unsubscribed, bounced, complained or forgotten), requested
and confirmed (Italian time). Pending sign-ups expire 48 h
after the request unless confirmed through the e-mailed link`,
    },
  ],
  options: {},
  examples: ['npm run owner -- subscribers', 'npm run owner -- subscribers --json'],
  needs: ['subscriptions'],
  async run({ args, json, io, target }) {
    if (args.length > 0) throw new OwnerError('subscribers takes no arguments: npm run owner -- subscribers [--json]');
    await listSubscribers(await target(), json, io);
  },
});
