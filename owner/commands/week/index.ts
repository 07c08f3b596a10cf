import { weekChangeSchema } from '../../../common/contracts/publicAvailability';
import { weekStatuses } from '../../../common/facts/weeks';
import type { IsoDate } from '../../../common/yachtDay';
import { RefusedChange, requestDesk } from '../../../functions/requests/desk';
import { weeksStore, type StoredWeek } from '../../../functions/weeks/weeks';
import { defineCommand } from '../../command';
import { OwnerError } from '../../context';
import { yachtTimeZone } from '../../../common/yachtDay';
import { printWeeks, weekJson } from '../../weeksView';

export const week = defineCommand({
  name: 'week',
  summary: 'set one week’s status (optioned needs --until)',
  forms: [
    {
      usage: '<from> <status> [--until DATE]',
      text: `set one week; <from> is its embark date (YYYY-MM-DD)
<status>: ${weekStatuses.join(' | ')}
optioned needs --until: the last day the option holds
(today or later); the day after, the week is available
(refused on a week a request holds: the desk moves it)`,
    },
  ],
  arguments: {
    '<from>': 'the week’s embark date, YYYY-MM-DD (`weeks` lists them)',
    '<status>': weekStatuses.join(' | '),
  },
  options: {
    until: {
      type: 'string',
      value: 'DATE',
      description: 'with optioned only: the last day the option holds, today or later and before the week starts',
    },
  },
  examples: [
    'npm run owner -- week {week} optioned --until {until}',
    'npm run owner -- week {week} not-available',
    'npm run owner -- week {week} available --aws --profile libeccio',
  ],
  needs: ['weeks', 'requests'],
  notes: ['The site shows a change within a minute (CloudFront caches 60 s).'],
  async run({ args, values, json, io, today, target }) {
    if (args.length !== 2) {
      throw new OwnerError(
        'week needs the embark date and a status: npm run owner -- week <from> <status> [--until YYYY-MM-DD]',
      );
    }
    const change = checkChange(args[0]!, args[1]!, values.until, today);
    const { db, weeksTable, where, joinRequestsTable } = await target();
    const found = await weeksStore(db, weeksTable).get(change.from);
    if (!found) {
      throw new OwnerError(
        `No week starts on ${change.from} in the ${where}: \`npm run owner -- weeks\` lists the embark dates.`,
      );
    }
    // No double booking: a week a live request optioned or booked moves only with it, and the check is
    // in the same conditional write as the change (functions/requests/desk.ts, setWeek).
    const desk = requestDesk(db, { requests: joinRequestsTable, weeks: weeksTable });
    let updated: StoredWeek | undefined;
    try {
      updated = await desk.setWeek(found.from, change.status, change.until, today, new Date());
    } catch (error) {
      if (error instanceof RefusedChange) throw new OwnerError(error.message);
      throw error;
    }
    if (!updated) {
      throw new OwnerError(
        `No week starts on ${change.from} in the ${where}: \`npm run owner -- weeks\` lists the embark dates.`,
      );
    }
    if (json) io.out(JSON.stringify(weekJson(updated, today)));
    else {
      io.out(`Set in the ${where}:`);
      printWeeks([updated], today, false, io);
    }
  },
});

/** The change, checked on its own and against today (before anything is read or written). */
function checkChange(from: string, status: string, until: string | undefined, day: IsoDate) {
  const parsed = weekChangeSchema.safeParse({ from, status, until });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const got = issue.path[0] === 'status' ? status : issue.path[0] === 'until' ? until : from;
    throw new OwnerError(`Got "${got}": ${issue.message}.`);
  }
  const change = parsed.data as { from: IsoDate; status: StoredWeek['status']; until?: IsoDate };
  if (change.status === 'optioned' && !change.until) {
    throw new OwnerError('optioned needs --until YYYY-MM-DD: the last day the option holds.');
  }
  if (change.status !== 'optioned' && change.until) {
    throw new OwnerError(`--until goes only with optioned, not with ${change.status}: leave it out.`);
  }
  if (change.until && change.until < day) {
    throw new OwnerError(
      `--until ${change.until} is in the past (today is ${day} in ${yachtTimeZone}): give today or a later day.`,
    );
  }
  return change;
}
