import { weekChangeSchema } from '../../../common/contracts/publicAvailability';
import type { IsoDate } from '../../../common/yachtDay';
import { outboxStore } from '../../../functions/mail/outboxStore';
import { OutcomeUnknown, RefusedChange } from '../../../functions/requests/desk';
import { guestUpdateFor, queueGuestUpdate } from '../../../functions/requests/mail';
import { type DeskRequest } from '../../../functions/requests/store';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { deskOf, requestDetails, requestJson, requestMails } from '../../requestsView';

const changes = ['replied', 'option', 'book', 'decline'];

export const request = defineCommand({
  name: 'request',
  summary: 'one request, every field and its history; or a change of its status',
  forms: [
    {
      usage: '<ref>',
      text: `one request, every field and its history; <ref> is its
reference (LB-XXXX-XXXX, any case) or its submissionId`,
    },
    { usage: '<ref> week <from>', text: 'a request with dates to agree gets the week starting <from>' },
    { usage: '<ref> replied', text: 'new → replied (you answered the guest)' },
    {
      usage: '<ref> option --until DATE',
      text: `new/replied → optioned: options its week until DATE
(again on an optioned request: a new last day)`,
    },
    {
      usage: '<ref> book',
      text: 'optioned → booked, once the signed contract and deposit are in: its week becomes not-available',
    },
    {
      usage: '<ref> decline',
      text: `new/replied/optioned/booked → declined: a week it
optioned or booked is available again`,
    },
  ],
  arguments: {
    '<ref>': 'the request’s reference (LB-XXXX-XXXX, any case, dashes optional) or its submissionId',
    '<from>': 'the embark date of the week it gets, YYYY-MM-DD',
  },
  options: {
    until: {
      type: 'string',
      value: 'DATE',
      description: 'with option only: the last day the option holds, today or later and before the week starts',
    },
    'hold-mail': {
      type: 'boolean',
      description: 'with option, book or decline: do not e-mail the guest about it (you write yourself)',
    },
  },
  examples: [
    'npm run owner -- request LB-7K3M-Q9TX',
    'npm run owner -- request LB-7K3M-Q9TX replied',
    'npm run owner -- request LB-7K3M-Q9TX option --until {until}',
    'npm run owner -- request lb7k3mq9tx book',
    'npm run owner -- request LB-7K3M-Q9TX decline',
    'npm run owner -- request LB-7K3M-Q9TX book --hold-mail',
    'npm run owner -- request LB-7K3M-Q9TX week {week}',
  ],
  needs: ['requests', 'weeks', 'outbox'],
  notes: [
    'A change the request’s status does not allow (booking a declined request, optioning a week another',
    'request holds) is refused in one line, exit code 1, nothing changed.',
    'option, book and decline e-mail the guest in their language (what is held, until when, what next;',
    'not a decline of a booked charter) through the outbox, unless --hold-mail.',
  ],
  async run({ args, values, json, io, today, target }) {
    const refused = async <T>(change: () => Promise<T>): Promise<T> => {
      try {
        return await change();
      } catch (error) {
        if (error instanceof RefusedChange || error instanceof OutcomeUnknown) throw new OwnerError(error.message);
        throw error;
      }
    };
    if (args[1] === 'week') {
      if (args.length !== 3 || !weekChangeSchema.shape.from.safeParse(args[2]).success) {
        throw new OwnerError(
          'request <ref> week needs the embark date: npm run owner -- request <ref> week YYYY-MM-DD.',
        );
      }
      const connected = await target();
      const attached = await refused(() => deskOf(connected).attachWeek(args[0]!, args[2]!, today, new Date()));
      const mails = await requestMails(connected, attached.submissionId);
      if (json) io.out(JSON.stringify(requestJson(attached, mails), null, 2));
      else {
        io.out(`Changed in the ${connected.where}:`);
        for (const line of requestDetails(attached, mails)) io.out(line);
      }
      return;
    }
    if (args.length < 1 || args.length > 2) {
      throw new OwnerError(
        'request needs a reference, then optionally a change: npm run owner -- request <ref> [week <from> | replied | option --until YYYY-MM-DD | book | decline]',
      );
    }
    const [ref, change] = args as [string, string | undefined];
    if (values.until && change !== 'option') throw new OwnerError('--until goes only with `request <ref> option`.');
    if (values['hold-mail'] && !['option', 'book', 'decline'].includes(change ?? '')) {
      throw new OwnerError('--hold-mail goes only with `request <ref> option`, `book` or `decline`.');
    }
    if (change && !changes.includes(change)) {
      throw new OwnerError(
        `Unknown change "${change}": use week <from>, replied, option --until YYYY-MM-DD, book or decline.`,
      );
    }
    let until: IsoDate | undefined;
    if (change === 'option') {
      if (!values.until) throw new OwnerError('option needs --until YYYY-MM-DD: the last day the option holds.');
      if (!weekChangeSchema.shape.from.safeParse(values.until).success) {
        throw new OwnerError(`--until "${values.until}" is not a date: give YYYY-MM-DD.`);
      }
      until = values.until as IsoDate;
    }
    const connected = await target();
    const desk = deskOf(connected);
    const now = new Date();
    let note = '';
    const before = change ? await refused(() => desk.load(ref)) : undefined;
    const changed: DeskRequest = await refused(async () => {
      if (!change) return desk.load(ref);
      if (change === 'replied') return desk.replied(ref, now);
      if (change === 'option') return desk.option(ref, until!, today, now);
      if (change === 'book') return desk.book(ref, now);
      const declined = await desk.decline(ref, now);
      if (declined.weekFreed) note = `Week ${declined.request.weekFrom} is available again.`;
      return declined.request;
    });
    // The guest's mail about the change, queued for the outbox (the running stack's sweep sends it).
    const update = before && guestUpdateFor(changed, before);
    let guestNote = '';
    if (update) {
      if (values['hold-mail']) guestNote = 'No mail to the guest (--hold-mail): write to them yourself.';
      else {
        const queued = await queueGuestUpdate(changed, update, outboxStore(connected.db, connected.outboxTable), now);
        guestNote = `Mail to the guest queued (in ${changed.locale === 'it' ? 'Italian' : 'English'}): "${queued.subject}"; \`npm run owner -- mail\` shows it.`;
      }
    }
    const mails = await requestMails(connected, changed.submissionId);
    if (json) io.out(JSON.stringify(requestJson(changed, mails), null, 2));
    else {
      if (change) io.out(`Changed in the ${connected.where}:`);
      for (const line of requestDetails(changed, mails)) io.out(line);
      if (change === 'option') io.out(`Week ${changed.weekFrom} is optioned until ${until!}.`);
      if (change === 'book') io.out(`Week ${changed.weekFrom} is not available any more.`);
      if (note) io.out(note);
      if (guestNote) io.out(guestNote);
    }
  },
});
