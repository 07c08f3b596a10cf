import { parseArgs } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { weekChangeSchema } from '../../src/contracts/availability';
import { liveWeek, weekStatuses, weeks as seedWeeks } from '../../src/data/availability';
import { seedSeason, type IsoDate } from '../../src/data/season';
import { yachtTimeZone } from '../../src/lib/yachtDay';
import { today } from '../../functions/platform/clock';
import { weeksStore, type StoredWeek } from '../../functions/weeks/weeks';
import { mailCommand, mailUsage } from './mail';
import { newsletterCommand, newsletterUsage } from './newsletter';
import { seasonCommand, seasonUsage } from './seasons';
import { photosCommand, photosUsage } from './photos';
import {
  RefusedChange,
  referenceOf,
  requestDesk,
  requestsStore,
  requestStatuses,
  statusOf,
  type DeskRequest,
} from '../../functions/requests/desk';
import { requestReference } from '../../src/contracts/reference';
import { OwnerError } from './errors';
import type { OutboxMail } from '../../functions/mail/outboxStore';
import {
  filterRequests,
  italianTime,
  requestDetails,
  requestJson,
  requestsCsv,
  requestsTable,
  writeExport,
  type RequestMails,
} from './requests';
import { listSubscribers, privacyExport, privacyForget, privacyUsage, subscribersCsv } from './privacy';
import { table } from './table';
import { connect, joinRequestsTableOutput, type Target } from './target';

export const usage = `The owner's command line: live availability of the charter weeks, the charter requests, the outgoing
mail, the newsletter subscribers and what is held about a person.

Usage: npm run owner -- <command> [options]

Commands:
  weeks                                   every week: status, option date, last change
  week <from> <status> [--until DATE]     set one week; <from> is its embark date (YYYY-MM-DD)
                                          <status>: ${weekStatuses.join(' | ')}
                                          optioned needs --until: the last day the option holds
                                          (today or later); the day after, the week is available
                                          (refused on a week a request holds: the desk moves it)
  seed                                    add the 2025 season and the weeks of src/data/availability.ts
                                          the table lacks (a season you closed stays closed)
                                          (never changes an existing week; \`npm run deploy\` runs it)
  requests [--status S] [--week FROM]     the charter requests, oldest first: reference, received
                                          (Italian time), name, week, status
                                          S: ${requestStatuses.join(' | ')}; FROM: the week's embark date
  request <ref>                           one request, every field and its history; <ref> is its
                                          reference (LB-XXXX-XXXX, any case) or its submissionId
  request <ref> week <from>               a request with dates to agree gets the week starting <from>
  request <ref> replied                   new → replied (you answered the guest)
  request <ref> option --until DATE       new/replied → optioned: options its week until DATE
                                          (again on an optioned request: a new last day)
  request <ref> book                      optioned → booked: its week becomes not-available
  request <ref> decline                   new/replied/optioned/booked → declined: a week it
                                          optioned or booked is available again
  export requests --csv [--out FILE]      every request as CSV (RFC 4180, UTF-8 with BOM, for a
                                          spreadsheet), to stdout or FILE

${seasonUsage}${mailUsage}${privacyUsage}${newsletterUsage}${photosUsage}
Options:
  --json                 machine-readable output instead of a table
  --aws                  the deployed stack instead of the local one (\`npm start\`)
  --profile NAME         AWS credentials profile (with --aws; default: the standard chain)
  --region REGION        AWS region (with --aws; default: infra/config.json's, then your AWS config)
  -h, --help             this text

Examples:
  npm run owner -- weeks
  npm run owner -- season open 2027 --leg aeolian:2027-04-24:2027-08-28 --leg menorca:2027-09-04:2027-10-30
  npm run owner -- week 2025-06-14 optioned --until 2025-06-05
  npm run owner -- week 2025-06-14 not-available --aws --profile libeccio
  npm run owner -- mail
  npm run owner -- mail redrive LB-7K3M-Q9TX
  npm run owner -- requests --status new
  npm run owner -- request LB-7K3M-Q9TX
  npm run owner -- request LB-7K3M-Q9TX option --until 2025-06-05
  npm run owner -- request lb7k3mq9tx book
  npm run owner -- export requests --csv --out requests.csv
  npm run owner -- subscribers
  npm run owner -- export subscribers --csv --out subscribers.csv
  npm run owner -- privacy export guest@example.com > guest.json
  npm run owner -- privacy forget guest@example.com
  npm run owner -- newsletter send spring-2026.md --test me@example.com
  npm run owner -- newsletter send spring-2026.md

Locally it uses the dynalite \`npm start\` runs (DYNAMODB_LOCAL_PORT, default 8000). "Today" is the
yacht's day (${yachtTimeZone}). The site shows a change within a minute (CloudFront caches 60 s).
On a mistake, or a change the request's status does not allow (booking a declined request,
optioning a week another request holds), it prints one line saying why, exits with code 1 and
changes nothing.`;

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Raw output with no line end added (the CSV export); `out` when absent. */
  write?(text: string): void;
  /** Asks a question on the terminal and returns the answer (the newsletter's confirmation); absent: no terminal. */
  ask?(question: string): Promise<string>;
}

/** Runs one owner command; returns the exit code. */
export async function runOwner(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let target: Target | undefined;
  try {
    // `photos` has options of its own and needs no stack (scripts/owner/photos.ts).
    const photosAt = argv.findIndex((arg) => !arg.startsWith('-'));
    if (argv[photosAt] === 'photos')
      return await photosCommand([...argv.slice(0, photosAt), ...argv.slice(photosAt + 1)], env, io);
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
    let where: string | undefined;
    const connectDesk = async () => {
      const connected = await connectTo();
      where = connected.where;
      if (!connected.joinRequestsTable) {
        throw new OwnerError(
          `The ${connected.where} has no ${joinRequestsTableOutput} output: deploy the current version (\`npm run deploy\`).`,
        );
      }
      return requestDesk(connected.db, { requests: connected.joinRequestsTable, weeks: connected.weeksTable });
    };
    for (const [option, commands] of [
      ['status', ['requests']],
      ['week', ['requests']],
      ['csv', ['export']],
      ['out', ['export']],
      ['test', ['newsletter']],
      ['yes', ['newsletter']],
      ['retry-unconfirmed', ['newsletter']],
      ['leg', ['season']],
    ] as const) {
      if (values[option] !== undefined && !(commands as readonly string[]).includes(command!)) {
        throw new OwnerError(`--${option} goes only with \`${commands.join(', ')}\`: leave it out.`);
      }
    }
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
        const { db, weeksTable, where, joinRequestsTable } = await connectTo();
        const store = weeksStore(db, weeksTable);
        const week = await store.get(change.from);
        if (!week) {
          throw new OwnerError(
            `No week starts on ${change.from} in the ${where}: \`npm run owner -- weeks\` lists the embark dates.`,
          );
        }
        // No double booking: a week a request optioned (and still holds) or booked moves only with it.
        const holder = week.bookedBy ?? (liveWeek(week, today()).status === 'optioned' ? week.optionedBy : undefined);
        if (holder) {
          const request = joinRequestsTable ? await requestsStore(db, joinRequestsTable).get(holder) : undefined;
          const reference = request ? referenceOf(request) : requestReference(holder);
          throw new OwnerError(
            `Week ${week.from} is held by request ${reference} (${request ? statusOf(request) : week.bookedBy ? 'booked' : 'optioned'}): nothing changed; to free it, \`npm run owner -- request ${reference} decline\`.`,
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
        const result = await weeksStore(db, weeksTable).seedSeason(seedSeason, seedWeeks, new Date());
        if (json) io.out(JSON.stringify(result));
        else
          io.out(`Seeded the ${where}: ${result.created.length} weeks added, ${result.kept.length} kept as they were.`);
        return 0;
      }
      case 'season': {
        if (values.until) throw new OwnerError('--until goes only with `week <from> optioned`.');
        return await seasonCommand(args, { json, legs: values.leg ?? [], today: today() }, connectTo, io);
      }
      case 'requests': {
        expectArgs(args, 0, 'requests takes no arguments: npm run owner -- requests [--status S] [--week FROM]');
        const status = values.status;
        if (status && !(requestStatuses as readonly string[]).includes(status)) {
          throw new OwnerError(`--status "${status}" is not a status: use ${requestStatuses.join(', ')}.`);
        }
        const week = values.week;
        if (week && !weekChangeSchema.shape.from.safeParse(week).success) {
          throw new OwnerError(`--week "${week}" is not a date: give the week's embark date, YYYY-MM-DD.`);
        }
        const desk = await connectDesk();
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
        return 0;
      }
      case 'request': {
        if (args[1] === 'week') {
          if (args.length !== 3 || !weekChangeSchema.shape.from.safeParse(args[2]).success) {
            throw new OwnerError(
              'request <ref> week needs the embark date: npm run owner -- request <ref> week YYYY-MM-DD.',
            );
          }
          const desk = await connectDesk();
          let attached: DeskRequest;
          try {
            attached = await desk.attachWeek(args[0]!, args[2]!, today(), new Date());
          } catch (error) {
            if (error instanceof RefusedChange) throw new OwnerError(error.message);
            throw error;
          }
          const mails = await requestMails(target!, attached.submissionId);
          if (json) io.out(JSON.stringify(requestJson(attached, mails), null, 2));
          else {
            io.out(`Changed in the ${where!}:`);
            for (const line of requestDetails(attached, mails)) io.out(line);
          }
          return 0;
        }
        if (args.length < 1 || args.length > 2) {
          throw new OwnerError(
            'request needs a reference, then optionally a change: npm run owner -- request <ref> [week <from> | replied | option --until YYYY-MM-DD | book | decline]',
          );
        }
        const [ref, change] = args as [string, string | undefined];
        if (values.until && change !== 'option') throw new OwnerError('--until goes only with `request <ref> option`.');
        if (change && !['replied', 'option', 'book', 'decline'].includes(change)) {
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
        const desk = await connectDesk();
        const now = new Date();
        let request: DeskRequest;
        let note = '';
        try {
          if (!change) request = await desk.load(ref);
          else if (change === 'replied') request = await desk.replied(ref, now);
          else if (change === 'option') request = await desk.option(ref, until!, today(), now);
          else if (change === 'book') request = await desk.book(ref, now);
          else {
            const declined = await desk.decline(ref, now);
            request = declined.request;
            if (declined.weekFreed) note = `Week ${request.weekFrom} is available again.`;
          }
        } catch (error) {
          if (error instanceof RefusedChange) throw new OwnerError(error.message);
          throw error;
        }
        const mails = await requestMails(target!, request.submissionId);
        if (json) io.out(JSON.stringify(requestJson(request, mails), null, 2));
        else {
          if (change) io.out(`Changed in the ${where!}:`);
          for (const line of requestDetails(request, mails)) io.out(line);
          if (change === 'option') io.out(`Week ${request.weekFrom} is optioned until ${until!}.`);
          if (change === 'book') io.out(`Week ${request.weekFrom} is not available any more.`);
          if (note) io.out(note);
        }
        return 0;
      }
      case 'subscribers': {
        expectArgs(args, 0, 'subscribers takes no arguments: npm run owner -- subscribers [--json]');
        const connected = await connectTo();
        await listSubscribers(connected, json, io);
        return 0;
      }
      case 'privacy': {
        const [action, email] = args;
        if (args.length !== 2 || (action !== 'export' && action !== 'forget')) {
          throw new OwnerError(
            'privacy takes export or forget and one e-mail address: npm run owner -- privacy export|forget <email>',
          );
        }
        const connected = await connectTo();
        await connected.loadPrivacySecret();
        if (action === 'export') await privacyExport(connected, email, io);
        else await privacyForget(connected, email, json, io);
        return 0;
      }
      case 'export': {
        if (!['requests', 'subscribers'].includes(args[0] ?? '') || args.length !== 1 || !values.csv) {
          throw new OwnerError(
            'export takes requests or subscribers, and --csv: npm run owner -- export requests|subscribers --csv [--out FILE]',
          );
        }
        if (json) throw new OwnerError('export writes CSV; leave out --json (`requests --json` gives JSON).');
        const csv =
          args[0] === 'subscribers'
            ? await subscribersCsv(await connectTo())
            : requestsCsv(await (await connectDesk()).requests.list());
        const text = writeExport(csv, values.out);
        if (text === undefined) io.err(`Wrote ${values.out}.`);
        else if (io.write) io.write(text);
        else io.out(text);
        return 0;
      }
      case 'mail': {
        if (values.until) throw new OwnerError('--until goes only with `week <from> optioned`.');
        return await mailCommand(args, { json, dead: Boolean(values.dead) }, connectTo, io);
      }
      case 'newsletter': {
        if (values.until) throw new OwnerError('--until goes only with `week <from> optioned`.');
        return await newsletterCommand(
          args,
          {
            json,
            yes: Boolean(values.yes),
            test: values.test,
            retryUnconfirmed: Boolean(values['retry-unconfirmed']),
            aws: Boolean(values.aws),
            profile: values.profile,
            region: values.region,
          },
          connectTo,
          env,
          io,
        );
      }
      default:
        throw new OwnerError(
          `Unknown command "${command}": use weeks, week, seed, season, requests, request, export, mail, subscribers, privacy, newsletter or photos (npm run owner -- --help).`,
        );
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
        status: { type: 'string' },
        week: { type: 'string' },
        csv: { type: 'boolean' },
        out: { type: 'string' },
        dead: { type: 'boolean' },
        test: { type: 'string' },
        yes: { type: 'boolean' },
        'retry-unconfirmed': { type: 'boolean' },
        leg: { type: 'string', multiple: true },
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

/** A request's two mails in the outbox; none for a stack deployed before the outbox table. */
async function requestMails(target: Target, submissionId: string): Promise<RequestMails> {
  if (!target.outboxTable) return {};
  const read = async (mailId: string) =>
    (await target.db.send(new GetCommand({ TableName: target.outboxTable, Key: { mailId } }))).Item as
      OutboxMail | undefined;
  const [owner, ack] = await Promise.all([read(`owner#${submissionId}`), read(`ack#${submissionId}`)]);
  return { owner, ack };
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
  const lines = table(
    ['From', 'To', 'Leg', 'Status', 'Option until', 'Last change (Italian time)'],
    list.map((week) => {
      const lapsed = liveWeek(week, day).status !== week.status;
      return [
        week.from,
        week.to,
        week.leg,
        lapsed ? 'available (option lapsed)' : week.status,
        week.optionUntil ?? '',
        italianTime(week.updatedAt),
      ];
    }),
  );
  for (const line of lines) io.out(line);
}
