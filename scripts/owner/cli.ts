import { parseArgs } from 'node:util';
import { weekChangeSchema } from '../../src/contracts/availability';
import { liveWeek, weekStatuses, weeks as seedWeeks } from '../../src/data/availability';
import type { IsoDate } from '../../src/data/season';
import { yachtTimeZone } from '../../src/lib/yachtDay';
import { today } from '../../functions/commons/clock';
import { weeksStore, type StoredWeek } from '../../functions/domain/weeks';
import { mailCommand, mailUsage } from './mail';
import { OwnerError } from './errors';
import { connect, type Target } from './target';

export const usage = `The owner's command line: live availability of the charter weeks, and the outgoing mail.

Usage: npm run owner -- <command> [options]

Commands:
  weeks                                   every week: status, option date, last change
  week <from> <status> [--until DATE]     set one week; <from> is its embark date (YYYY-MM-DD)
                                          <status>: ${weekStatuses.join(' | ')}
                                          optioned needs --until: the last day the option holds
                                          (today or later); the day after, the week is available
  seed                                    add the weeks of src/data/availability.ts the table lacks
                                          (never changes an existing week; \`npm run deploy\` runs it)
${mailUsage}
Options:
  --json                 machine-readable output instead of a table
  --aws                  the deployed stack instead of the local one (\`npm start\`)
  --profile NAME         AWS credentials profile (with --aws; default: the standard chain)
  --region REGION        AWS region (with --aws; default: infra/config.json's, then your AWS config)
  -h, --help             this text

Examples:
  npm run owner -- weeks
  npm run owner -- week 2025-06-14 optioned --until 2025-06-05
  npm run owner -- week 2025-06-14 not-available --aws --profile libeccio
  npm run owner -- mail
  npm run owner -- mail redrive LB-7K3M-Q9TX

Locally it uses the dynalite \`npm start\` runs (DYNAMODB_LOCAL_PORT, default 8000). "Today" is the
yacht's day (${yachtTimeZone}). The site shows a change within a minute (CloudFront caches 60 s).
On a mistake it prints one line saying what to fix, exits with code 1 and changes nothing.`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one owner command; returns the exit code. */
export async function runOwner(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let target: Target | undefined;
  try {
    const { values, positionals } = parseCommandLine(argv);
    if (values.help || positionals.length === 0) {
      io.out(usage);
      return values.help ? 0 : 1;
    }
    if (!values.aws && (values.profile || values.region)) {
      throw new OwnerError('--profile and --region go with --aws (the deployed stack); leave them out locally.');
    }
    const [command, ...args] = positionals;
    const json = Boolean(values.json);
    const connectTo = async () => (target = await connect({ ...values, aws: Boolean(values.aws) }, env));
    if (values.dead && command !== 'mail') throw new OwnerError('--dead goes only with `mail redrive --dead`.');
    switch (command) {
      case 'weeks': {
        expectArgs(args, 0, 'weeks takes no arguments: npm run owner -- weeks [--json]');
        if (values.until) throw new OwnerError('--until goes only with `week <from> optioned`.');
        const { db, weeksTable } = await connectTo();
        printWeeks(await weeksStore(db, weeksTable).list(), today(), json, io);
        return 0;
      }
      case 'week': {
        expectArgs(
          args,
          2,
          'week needs the embark date and a status: npm run owner -- week <from> <status> [--until YYYY-MM-DD]',
        );
        const change = checkChange(args[0]!, args[1]!, values.until, today());
        const { db, weeksTable, where } = await connectTo();
        const store = weeksStore(db, weeksTable);
        const week = await store.get(change.from);
        if (!week) {
          throw new OwnerError(
            `No week starts on ${change.from} in the ${where}: \`npm run owner -- weeks\` lists the embark dates.`,
          );
        }
        if (change.until && change.until >= week.from) {
          throw new OwnerError(
            `--until ${change.until} is not before the week starts (${week.from}): an option must end before embarking.`,
          );
        }
        const updated = await store.set(week.from, change.status, change.until, new Date());
        if (json) io.out(JSON.stringify(toJson(updated, today())));
        else {
          io.out(`Set in the ${where}:`);
          printWeeks([updated], today(), false, io);
        }
        return 0;
      }
      case 'seed': {
        expectArgs(args, 0, 'seed takes no arguments: npm run owner -- seed [--aws]');
        const { db, weeksTable, where } = await connectTo();
        const result = await weeksStore(db, weeksTable).seed(seedWeeks, new Date());
        if (json) io.out(JSON.stringify(result));
        else
          io.out(`Seeded the ${where}: ${result.created.length} weeks added, ${result.kept.length} kept as they were.`);
        return 0;
      }
      case 'mail': {
        if (values.until) throw new OwnerError('--until goes only with `week <from> optioned`.');
        return await mailCommand(args, { json, dead: Boolean(values.dead) }, connectTo, io);
      }
      default:
        throw new OwnerError(`Unknown command "${command}": use weeks, week, seed or mail (npm run owner -- --help).`);
    }
  } catch (error) {
    if (error instanceof OwnerError) io.err(error.message);
    else io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    target?.close();
  }
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        aws: { type: 'boolean' },
        profile: { type: 'string' },
        region: { type: 'string' },
        until: { type: 'string' },
        dead: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs says e.g. "Unknown option '--untill'"; one line, pointing at the help.
    throw new OwnerError(
      `${(error as Error).message.split(/\.\s/)[0]!.replace(/\.$/, '')}: see npm run owner -- --help.`,
    );
  }
}

function expectArgs(args: readonly string[], count: number, message: string): void {
  if (args.length !== count) throw new OwnerError(message);
}

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

function toJson(week: StoredWeek, day: IsoDate) {
  return {
    from: week.from,
    to: week.to,
    leg: week.leg,
    status: week.status,
    optionUntil: week.optionUntil ?? null,
    /** What the site shows today: a lapsed option reads as available. */
    liveStatus: liveWeek(week, day).status,
    updatedAt: week.updatedAt,
    reminderSentAt: week.reminderSentAt ?? null,
  };
}

function printWeeks(list: readonly StoredWeek[], day: IsoDate, json: boolean, io: Io): void {
  if (json) {
    io.out(
      JSON.stringify(
        list.map((week) => toJson(week, day)),
        null,
        2,
      ),
    );
    return;
  }
  const rows = [
    ['From', 'To', 'Leg', 'Status', 'Option until', 'Last change (UTC)'],
    ...list.map((week) => {
      const lapsed = liveWeek(week, day).status !== week.status;
      return [
        week.from,
        week.to,
        week.leg,
        lapsed ? 'available (option lapsed)' : week.status,
        week.optionUntil ?? '',
        week.updatedAt.slice(0, 16).replace('T', ' '),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  io.out(line(rows[0]!));
  io.out(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) io.out(line(row));
}
