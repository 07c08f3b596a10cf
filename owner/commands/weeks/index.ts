import { weeksStore } from '../../../functions/weeks/weeks';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { printWeeks } from '../../weeksView';

export const weeks = defineCommand({
  name: 'weeks',
  summary: 'every week from today on: status, option date, last change',
  forms: [{ usage: '', text: 'every week from today on (--past: the weeks over too)' }],
  options: {
    past: { type: 'boolean', description: 'also the weeks over before today (hidden otherwise)' },
  },
  examples: [
    'npm run owner -- weeks',
    'npm run owner -- weeks --past',
    'npm run owner -- weeks --json',
    'npm run owner -- weeks --aws --profile libeccio',
  ],
  needs: ['weeks'],
  notes: [
    'A week over before today is hidden unless --past (then it reads "… (past)").',
    'An option past its last day reads "available (option lapsed)": the site shows the week as available',
    '("today" is the yacht’s day, Europe/Rome).',
  ],
  async run({ args, values, json, io, today, target }) {
    if (args.length > 0) throw new OwnerError('weeks takes no arguments: npm run owner -- weeks [--past] [--json]');
    const { db, weeksTable } = await target();
    printWeeks(await weeksStore(db, weeksTable).list(), today, json, io, { past: values.past ?? false });
  },
});
