import { weeksStore } from '../../../functions/weeks/weeks';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { printWeeks } from '../../weeksView';

export const weeks = defineCommand({
  name: 'weeks',
  summary: 'every week: status, option date, last change',
  forms: [{ usage: '', text: 'every week: status, option date, last change' }],
  options: {},
  examples: [
    'npm run owner -- weeks',
    'npm run owner -- weeks --json',
    'npm run owner -- weeks --aws --profile libeccio',
  ],
  needs: ['weeks'],
  notes: [
    'An option past its last day reads "available (option lapsed)": the site shows the week as available',
    '("today" is the yacht’s day, Europe/Rome).',
  ],
  async run({ args, json, io, today, target }) {
    if (args.length > 0) throw new OwnerError('weeks takes no arguments: npm run owner -- weeks [--json]');
    const { db, weeksTable } = await target();
    printWeeks(await weeksStore(db, weeksTable).list(), today, json, io);
  },
});
