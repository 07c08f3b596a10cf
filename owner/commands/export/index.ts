import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { deskOf, requestsCsv, writeExport } from '../../requestsView';
import { subscribersCsv } from '../subscribers/counts';

const refusal =
  'export takes requests or subscribers, and --csv: npm run owner -- export requests|subscribers --csv [--out FILE]';

export const exportCommand = defineCommand({
  name: 'export',
  summary: 'the requests or the subscribers as CSV, for a spreadsheet',
  forms: [
    {
      usage: 'requests --csv [--out FILE]',
      text: `every request as CSV (RFC 4180, UTF-8 with BOM, for a
spreadsheet), to stdout or FILE`,
    },
    { usage: 'subscribers --csv [--out FILE]', text: 'the subscribers as CSV (RFC 4180, UTF-8 with BOM)' },
  ],
  options: {
    csv: { type: 'boolean', description: 'CSV (the one format)', required: refusal },
    out: { type: 'string', value: 'FILE', description: 'write to FILE instead of the terminal' },
  },
  examples: [
    'npm run owner -- export requests --csv --out requests.csv',
    'npm run owner -- export subscribers --csv --out subscribers.csv',
  ],
  needs: ['requests', 'weeks', 'subscriptions'],
  notes: [
    'Visitor text starting with = + - @ gets a leading apostrophe (no spreadsheet runs it as a formula);',
    'phones are written 0039 … so none becomes a number.',
  ],
  async run({ args, values, json, io, target }) {
    if (!['requests', 'subscribers'].includes(args[0] ?? '') || args.length !== 1) throw new OwnerError(refusal);
    if (json) throw new OwnerError('export writes CSV; leave out --json (`requests --json` gives JSON).');
    const connected = await target();
    const csv =
      args[0] === 'subscribers'
        ? await subscribersCsv(connected)
        : requestsCsv(await deskOf(connected).requests.list());
    const text = writeExport(csv, values.out);
    if (text === undefined) io.err(`Wrote ${values.out}.`);
    else if (io.write) io.write(text);
    else io.out(text);
  },
});
