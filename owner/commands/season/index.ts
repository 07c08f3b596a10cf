import { liveWeek } from '../../../common/facts/weeks';
import { areaIds } from '../../../common/facts/areas';
import type { IsoDate } from '../../../common/yachtDay';
import { generateWeeks, isCalendarDate, seasonRefusal, sortedLegs, type Season } from '../../../common/facts/seasons';
import { requestDesk } from '../../../functions/requests/desk';
import { referenceOf, statusOf } from '../../../functions/requests/store';
import { published, weeksStore, type StoredWeek } from '../../../functions/weeks/weeks';
import { type StoredSeason } from '../../../functions/weeks/seasons';
import { defineCommand } from '../../command';
import { OwnerError, type Io } from '../../context';
import type { Target } from '../../target';
import { table } from '../../textTable';
import { hiddenLine, isPast, shownWeeks, statusText } from '../../weeksView';

/** `--leg aeolian:2027-04-24:2027-08-28` → a leg; a refusal in one line when it is not one. */
export function parseLeg(text: string): Season['legs'][number] {
  const parts = text.split(':');
  if (parts.length !== 3) {
    throw new OwnerError(`--leg "${text}" is not AREA:FIRST:LAST, e.g. --leg aeolian:2027-04-24:2027-08-28.`);
  }
  const [area, from, to] = parts as [string, string, string];
  for (const day of [from, to]) {
    if (!isCalendarDate(day)) throw new OwnerError(`--leg "${text}": "${day}" is not a date: give YYYY-MM-DD.`);
  }
  return { area, from: from as IsoDate, to: to as IsoDate };
}

const parseYear = (text: string | undefined, command: string): number => {
  if (!text || !/^\d{4}$/.test(text)) {
    throw new OwnerError(`season ${command} needs a year: npm run owner -- season ${command} <year>, e.g. 2027.`);
  }
  return Number(text);
};

const legsText = (season: Pick<Season, 'legs'>) =>
  sortedLegs(season as Season)
    .map((leg) => `${leg.area} ${leg.from} → ${leg.to}`)
    .join(', ');

function seasonJson(season: StoredSeason, weeks: readonly StoredWeek[], today: IsoDate) {
  return {
    year: season.year,
    published: !season.closedAt,
    closedAt: season.closedAt ?? null,
    openedAt: season.openedAt,
    legs: season.legs,
    weeks: weeks.map((week) => ({
      from: week.from,
      to: week.to,
      leg: week.leg,
      status: week.status,
      liveStatus: liveWeek(week, today).status,
      optionUntil: week.optionUntil ?? null,
      passageFrom: week.passageFrom ?? null,
      past: isPast(week, today),
    })),
  };
}

export const season = defineCommand({
  name: 'season',
  summary: 'open, list, show or close a season (its legs and weeks)',
  forms: [
    {
      usage: 'open <year> --leg AREA:FIRST:LAST [--leg …]',
      text: `open a season: its legs (AREA: ${areaIds.join(' | ')}; FIRST and
LAST days YYYY-MM-DD) and its weeks, Saturday to Saturday
(a positioning passage between areas is not for charter);
on the calendar, the API and the feed within a minute`,
    },
    { usage: 'list', text: 'every season: year, legs, weeks, published or closed' },
    {
      usage: 'show <year> [--past]',
      text: `one season: its legs and every week from today on with its
status (--past: the weeks over too)`,
    },
    {
      usage: 'close <year>',
      text: `take a season off the site (its weeks go); refused while a
request holds one of its weeks or a week was set by hand`,
    },
  ],
  arguments: { '<year>': 'the season’s year, e.g. 2027' },
  options: {
    leg: {
      type: 'string',
      multiple: true,
      value: 'AREA:FIRST:LAST',
      description: `with open: one leg (repeat for each); AREA: ${areaIds.join(' | ')}`,
    },
    past: { type: 'boolean', description: 'with show: also the weeks over before today (hidden otherwise)' },
  },
  examples: [
    'npm run owner -- season open {year} --leg aeolian:{year}-04-24:{year}-08-28 --leg menorca:{year}-09-04:{year}-10-30',
    'npm run owner -- season list',
    'npm run owner -- season show {year}',
    'npm run owner -- season show {year} --past',
    'npm run owner -- season close {year}',
  ],
  needs: ['weeks', 'requests'],
  run: ({ args, values, json, io, today, target }) =>
    seasonCommand(args, { json, legs: values.leg ?? [], past: values.past ?? false, today }, target, io),
});

/** The `season …` commands. */
async function seasonCommand(
  args: readonly string[],
  options: { json: boolean; legs: readonly string[]; past: boolean; today: IsoDate },
  connect: () => Promise<Target>,
  io: Io,
): Promise<number> {
  const [action, yearText, ...rest] = args;
  if (rest.length > 0) throw new OwnerError(`season ${action} takes one year: see npm run owner -- season --help.`);
  if (options.legs.length > 0 && action !== 'open') throw new OwnerError('--leg goes only with `season open`.');
  if (options.past && action !== 'show') throw new OwnerError('--past goes only with `season show`.');
  switch (action) {
    case 'open': {
      const year = parseYear(yearText, 'open');
      const season: Season = { year, legs: options.legs.map(parseLeg) };
      const refusal = seasonRefusal(season, options.today);
      if (refusal) throw new OwnerError(refusal);
      const { db, weeksTable, where } = await connect();
      const store = weeksStore(db, weeksTable);
      const weeks = generateWeeks(season);
      const existing = await store.getSeason(year);
      if (existing && !existing.closedAt) {
        throw new OwnerError(
          `Season ${year} exists already in the ${where} (${legsText(existing)}): \`npm run owner -- season show ${year}\`.`,
        );
      }
      if (!(await store.openSeason(season, weeks, new Date()))) {
        throw new OwnerError(`Season ${year} was just opened from another terminal: nothing more done.`);
      }
      const all = published(await store.listAll());
      const stored = all.weeks.filter((week) => week.season === year);
      if (options.json)
        io.out(JSON.stringify(seasonJson((await store.getSeason(year))!, stored, options.today), null, 2));
      else {
        const passage = stored.filter((week) => week.passageFrom).length;
        io.out(
          `Opened season ${year} in the ${where}: ${legsText(season)}; ${stored.length} weeks (${passage} positioning, not for charter). On the site within a minute.`,
        );
      }
      return 0;
    }
    case 'list': {
      if (yearText) throw new OwnerError('season list takes no year: npm run owner -- season list [--json].');
      const { db, weeksTable } = await connect();
      const all = await weeksStore(db, weeksTable).listAll();
      const rows = all.seasons.map((season) =>
        seasonJson(
          season,
          all.weeks.filter((week) => week.season === season.year),
          options.today,
        ),
      );
      if (options.json) io.out(JSON.stringify(rows, null, 2));
      else if (rows.length === 0) io.out('No seasons: `npm run owner -- season open <year> --leg …` opens one.');
      else {
        for (const line of table(
          ['Year', 'Legs', 'Weeks', 'Available', 'State'],
          rows.map((row) => [
            String(row.year),
            legsText(row),
            String(row.weeks.length),
            String(row.weeks.filter((week) => week.liveStatus === 'available' && week.from > options.today).length),
            row.published ? 'published' : `closed ${row.closedAt!.slice(0, 10)}`,
          ]),
        ))
          io.out(line);
      }
      return 0;
    }
    case 'show': {
      const year = parseYear(yearText, 'show');
      const { db, weeksTable, where } = await connect();
      const all = await weeksStore(db, weeksTable).listAll();
      const season = all.seasons.find((candidate) => candidate.year === year);
      if (!season)
        throw new OwnerError(`No season ${year} in the ${where}: \`npm run owner -- season list\` lists them.`);
      const { shown, hidden } = shownWeeks(
        all.weeks.filter((week) => week.season === year),
        options.today,
        options.past,
      );
      const json = seasonJson(season, shown, options.today);
      if (options.json) io.out(JSON.stringify(json, null, 2));
      else {
        io.out(`Season ${year}: ${legsText(season)} (${json.published ? 'published' : `closed ${json.closedAt}`})`);
        for (const line of table(
          ['From', 'To', 'Leg', 'Status', 'Option until', 'Note'],
          shown.map((week) => [
            week.from,
            week.to,
            week.leg,
            statusText(week, options.today),
            week.optionUntil ?? '',
            week.passageFrom ? `positioning from ${week.passageFrom}` : '',
          ]),
        ))
          io.out(line);
        if (hidden > 0) io.out(hiddenLine(hidden, `season show ${year}`));
      }
      return 0;
    }
    case 'close': {
      const year = parseYear(yearText, 'close');
      const { db, weeksTable, where, joinRequestsTable } = await connect();
      const store = weeksStore(db, weeksTable);
      const all = await store.listAll();
      const season = all.seasons.find((candidate) => candidate.year === year && !candidate.closedAt);
      if (!season)
        throw new OwnerError(`No published season ${year} in the ${where}: \`npm run owner -- season list\`.`);
      const desk = requestDesk(db, { requests: joinRequestsTable, weeks: weeksTable });
      const now = new Date();
      const weeks = all.weeks.filter((week) => week.season === year);
      const froms = new Set<string>(weeks.map((week) => week.from));
      const requests = await desk.requests.list();
      const byId = new Map(requests.map((request) => [request.submissionId, request]));
      const holders = requests.filter(
        (request) =>
          request.weekFrom &&
          froms.has(request.weekFrom) &&
          (statusOf(request) === 'optioned' || statusOf(request) === 'booked'),
      );
      // A week whose holder is declined or gone holds nothing: closing the season frees it.
      const liveHolder = (id: string | undefined) => {
        const request = id ? byId.get(id) : undefined;
        return !!request && (statusOf(request) === 'optioned' || statusOf(request) === 'booked');
      };
      const marked = weeks.filter((week) => liveHolder(week.bookedBy) || liveHolder(week.optionedBy));
      if (holders.length > 0 || marked.length > 0) {
        const named = holders.map((request) => `${referenceOf(request)} (${statusOf(request)}, ${request.weekFrom})`);
        const list = named.length > 0 ? named.join(', ') : marked.map((week) => week.from).join(', ');
        throw new OwnerError(
          `Cannot close season ${year}: requests hold its weeks: ${list}; decline them first (npm run owner -- request <ref> decline).`,
        );
      }
      // Closing deletes the season's weeks and opening makes them again, available: a week the owner
      // set by hand (a phone booking) would come back on sale. Refuse, naming them.
      const byHand = weeks.filter(
        (week) =>
          !week.passageFrom &&
          !week.bookedBy &&
          !week.optionedBy &&
          liveWeek(week, options.today).status !== 'available',
      );
      if (byHand.length > 0) {
        const list = byHand.map((week) => `${week.from} (${week.status})`).join(', ');
        throw new OwnerError(
          `Cannot close season ${year}: weeks set by hand would be lost: ${list}; closing takes the weeks away and opening makes them available again. Keep the season, or set them available first (npm run owner -- week <from> available).`,
        );
      }
      const kept = await store.closeSeason(season, weeks, now);
      const removed = weeks.length - kept.length;
      if (options.json)
        io.out(
          JSON.stringify({
            year,
            closed: true,
            weeksRemoved: removed,
            ...(kept.length > 0 ? { weeksKept: kept } : {}),
          }),
        );
      else {
        io.out(`Closed season ${year} in the ${where}: ${removed} weeks off the site within a minute.`);
        if (kept.length > 0) {
          io.out(
            `Kept ${kept.length} week(s) changed while closing (${kept.join(', ')}): off the site with the season; \`season open ${year}\` keeps them as they are.`,
          );
        }
      }
      return 0;
    }
    default:
      throw new OwnerError(
        `season takes open, list, show or close: npm run owner -- season open <year> --leg AREA:FIRST:LAST | list | show <year> | close <year>.`,
      );
  }
}
