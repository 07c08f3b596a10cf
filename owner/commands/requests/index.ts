import { weekChangeSchema } from '../../../common/contracts/publicAvailability';
import type { IsoDate } from '../../../common/yachtDay';
import { requestStatuses } from '../../../functions/requests/store';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { deskOf, filterRequests, requestJson, requestsTable } from '../../requestsView';

export const requests = defineCommand({
  name: 'requests',
  summary: 'the charter requests, oldest first (filter by status or week)',
  forms: [
    {
      usage: '[--status S] [--week FROM]',
      text: `the charter requests, oldest first: reference, received
(Italian time), name, week, status
S: ${requestStatuses.join(' | ')}; FROM: the week's embark date`,
    },
  ],
  options: {
    status: { type: 'string', value: 'S', description: `only this status: ${requestStatuses.join(' | ')}` },
    week: {
      type: 'string',
      value: 'FROM',
      description: 'only the requests for the week embarking on FROM (YYYY-MM-DD)',
    },
  },
  examples: ['npm run owner -- requests', 'npm run owner -- requests --status new --week {week}'],
  needs: ['requests', 'weeks'],
  async run({ args, values, json, io, target }) {
    if (args.length > 0) {
      throw new OwnerError('requests takes no arguments: npm run owner -- requests [--status S] [--week FROM]');
    }
    const { status, week } = values;
    if (status && !(requestStatuses as readonly string[]).includes(status)) {
      throw new OwnerError(`--status "${status}" is not a status: use ${requestStatuses.join(', ')}.`);
    }
    if (week && !weekChangeSchema.shape.from.safeParse(week).success) {
      throw new OwnerError(`--week "${week}" is not a date: give the week's embark date, YYYY-MM-DD.`);
    }
    const desk = deskOf(await target());
    const list = filterRequests(await desk.requests.list(), status, week as IsoDate | undefined);
    if (json)
      io.out(
        JSON.stringify(
          list.map((request) => requestJson(request)),
          null,
          2,
        ),
      );
    else if (list.length === 0) io.out('No requests match.');
    else for (const line of requestsTable(list)) io.out(line);
  },
});
