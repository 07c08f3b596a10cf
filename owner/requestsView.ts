import { writeFileSync } from 'node:fs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { IsoDate } from '../common/yachtDay';
import { today as yachtDate } from '../functions/platform/clock';
import { datesToAgree, requestDates, requestDesk } from '../functions/requests/desk';
import { referenceOf, statusOf, type DeskRequest } from '../functions/requests/store';
import type { OutboxMail } from '../functions/mail/outboxMail';
import { outboxStore } from '../functions/mail/outboxStore';
import { requestMailIds } from '../functions/requests/mail';
import { italianTime } from './context';
import { toCsv } from './csv';
import {
  fieldLabel,
  fieldsWhere,
  rowsFor,
  type FieldKey,
  type FieldsWhere,
  type Renderers,
} from '../common/contracts/requestFields';
import { table } from './textTable';
import type { Target } from './target';

/** A phone as people write it: "+39 333 123 4567". */
const readablePhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/**
 * A phone for a spreadsheet: "0039 333 123 4567", dialled from Italy as written. A leading + would
 * make Excel read the cell as a formula (and the guard's apostrophe would show in every row);
 * the spaces keep it text, so no leading zero is lost.
 */
const spreadsheetPhone = (phone: string) => readablePhone(phone).replace(/^\+/, '00');

/** Where a request's mails stand in the outbox (`request <ref>` reads the two items). */
export interface RequestMails {
  owner?: OutboxMail;
  ack?: OutboxMail;
}

/** The request desk on the target's tables. */
export const deskOf = (target: Target) =>
  requestDesk(target.db, { requests: target.joinRequestsTable, weeks: target.weeksTable });

/** A request's two mails in the outbox (the owner's notification and the guest's copy). */
export async function requestMails(target: Target, submissionId: string): Promise<RequestMails> {
  const store = outboxStore(target.db, target.outboxTable);
  const ids = requestMailIds(submissionId);
  const [owner, ack] = await Promise.all([store.get(ids.owner), store.get(ids.ack)]);
  return { owner, ack };
}

/** One outbox item as the owner reads it. */
function mailState(mail: OutboxMail | undefined, reference: string, missing: string): string {
  if (!mail) return missing;
  if (mail.sentAt) return `sent ${italianTime(mail.sentAt)}`;
  if (mail.withdrawn) return `not sent: ${mail.withdrawn}`;
  if (mail.state === 'dead') return `dead after ${mail.attempts} attempts: npm run owner -- mail redrive ${reference}`;
  const next = mail.nextAttemptAt ? `, next try ${italianTime(mail.nextAttemptAt)}` : '';
  return `pending (${mail.attempts} attempts so far${next})`;
}

const mailJsonState = (mail: OutboxMail) => mail.state ?? (mail.withdrawn ? 'withdrawn' : 'sent');

/** How `--json` shows the declared fields that are not plain text (common/contracts/requestFields.ts). */
const jsonFields = {
  /** Null while the request has dates to agree (then `dates` holds the visitor's words). */
  week: (request: DeskRequest) =>
    request.weekFrom && request.weekTo
      ? { from: request.weekFrom, to: request.weekTo, leg: request.leg ?? null }
      : null,
  // A week given later keeps the guest's own words beside it (issue 38).
  dates: (request: DeskRequest) =>
    !request.weekFrom
      ? { status: datesToAgree, text: request.dates ?? '' }
      : request.dates
        ? { status: 'guest’s dates', text: request.dates }
        : null,
  locale: (request: DeskRequest) => request.locale,
} satisfies Renderers<FieldsWhere<'json'>, (request: DeskRequest) => unknown>;
type FieldsJson = {
  [K in FieldsWhere<'json'>]: K extends keyof typeof jsonFields ? ReturnType<(typeof jsonFields)[K]> : string | null;
};

/** Everything about one request, for `--json`: each field declared `json`, the desk's state, its mails. */
export function requestJson(request: DeskRequest, mails: RequestMails = {}) {
  const special = Object.fromEntries(
    Object.entries(jsonFields).map(([key, render]) => [key, (r: DeskRequest) => [[key, render(r)]]]),
  ) as unknown as Renderers<FieldsWhere<'json'>, (request: DeskRequest) => Array<[string, unknown]>>;
  const fields = Object.fromEntries(
    rowsFor(fieldsWhere('json'), special, (key, value): Array<[string, unknown]> => [[key, value ?? null]], request),
  ) as FieldsJson;
  return {
    reference: referenceOf(request),
    submissionId: request.submissionId,
    status: statusOf(request),
    receivedAt: request.createdAt,
    ...fields,
    optionUntil: request.optionUntil ?? null,
    optionLapsed: optionLapsed(request, yachtDate()),
    history: request.history,
    ownerMail: mails.owner
      ? { state: mailJsonState(mails.owner), sentAt: mails.owner.sentAt ?? null, attempts: mails.owner.attempts }
      : null,
    acknowledgement: mails.ack
      ? { state: mailJsonState(mails.ack), sentAt: mails.ack.sentAt ?? null, attempts: mails.ack.attempts }
      : null,
  };
}

/** An option past its last day (the site offers its week again) reads as lapsed, never as held. */
const optionLapsed = (request: DeskRequest, today: IsoDate) =>
  statusOf(request) === 'optioned' && !!request.optionUntil && request.optionUntil < today;
const statusText = (request: DeskRequest, today = yachtDate()) =>
  statusOf(request) !== 'optioned' || !request.optionUntil
    ? statusOf(request)
    : optionLapsed(request, today)
      ? `option lapsed ${request.optionUntil}: week offered again`
      : `optioned until ${request.optionUntil}`;

/** The `requests` table: reference, received (Italian time), name, week, status. */
export function requestsTable(list: readonly DeskRequest[]): string[] {
  return table(
    ['Reference', 'Received (Italian time)', 'Name', 'Week', 'Status'],
    list.map((request) => [
      referenceOf(request),
      italianTime(request.createdAt),
      // A visitor's name may be 120 characters: the table stays terminal-wide (`request <ref>` shows it whole).
      request.name.length > 30 ? `${request.name.slice(0, 29)}…` : request.name,
      requestDates(request),
      statusText(request),
    ]),
  );
}

/** How `request <ref>` shows the declared fields that are not plain text; the message comes last, on its own lines. */
const detailFields = (json: ReturnType<typeof requestJson>) =>
  ({
    locale: () => [['Language', json.locale]],
    phone: () => [['Phone', readablePhone(json.phone ?? '')]],
    week: () => [
      json.week
        ? [
            'Week',
            `${json.week.from} → ${json.week.to} (${json.week.leg})${json.dates ? `; guest’s dates: ${json.dates.text}` : ''}`,
          ]
        : [
            'Week',
            `${datesToAgree}: ${json.dates?.text ?? ''} (\`request ${json.reference} week <from>\` gives it one)`,
          ],
    ],
    dates: () => [],
    message: () => [],
  }) satisfies Renderers<FieldsWhere<'json'>, () => Array<[string, string]>>;

/** `request <ref>`: every field, then the history. */
export function requestDetails(request: DeskRequest, mails: RequestMails = {}): string[] {
  const json = requestJson(request, mails);
  const fields: Array<[string, string]> = [
    ['Reference', json.reference],
    ['Submission id', json.submissionId],
    ['Status', statusText(request)],
    ['Received', `${italianTime(json.receivedAt)} (Italian time)`],
    ...rowsFor(
      fieldsWhere('json'),
      detailFields(json),
      (key, value): Array<[string, string]> => [[fieldLabel(key, 'en'), value ?? '']],
      json,
    ),
    ['Owner mail', mailState(mails.owner, json.reference, 'in the hour’s digest, or not queued')],
    ['Guest’s copy', mailState(mails.ack, json.reference, 'not sent (over the hourly cap for that address)')],
  ];
  const width = Math.max(...fields.map(([label]) => label.length)) + 1;
  const lines = fields.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);
  lines.push(`${'Message:'.padEnd(width)} ${json.message === null ? '(none)' : ''}`.trimEnd());
  if (json.message !== null) lines.push(...json.message.split('\n').map((line) => `  ${line}`));
  lines.push('History (Italian time):');
  for (const entry of json.history) {
    lines.push(
      `  ${italianTime(entry.at)}  ${entry.status}${entry.week ? `, week ${entry.week} given` : ''}${entry.until ? ` until ${entry.until}` : ''}${entry.by ? ` (by ${entry.by})` : ''}`,
    );
  }
  return lines;
}

/** The CSV's columns of each declared field: its English label, or these for the fields shown otherwise. */
const csvFields = {
  locale: { header: ['Language'], cells: (request: DeskRequest) => [request.locale] },
  phone: { header: ['Phone'], cells: (request: DeskRequest) => [spreadsheetPhone(request.phone)] },
  week: {
    header: ['Week from', 'Week to', 'Itinerary'],
    cells: (request: DeskRequest) =>
      request.weekFrom && request.weekTo
        ? [request.weekFrom, request.weekTo, request.leg ?? '']
        : [datesToAgree, '', ''],
  },
  dates: {
    header: ['Dates to agree'],
    cells: (request: DeskRequest) => [request.weekFrom ? '' : (request.dates ?? '')],
  },
} satisfies Renderers<FieldsWhere<'csv'>, { header: string[]; cells: (request: DeskRequest) => string[] }>;
const csvColumns = fieldsWhere('csv').map(
  (key): { header: string[]; cells: (request: DeskRequest) => string[] } =>
    (csvFields as Partial<Record<FieldKey, (typeof csvFields)['week']>>)[key] ?? {
      header: [fieldLabel(key, 'en')],
      cells: (request) => [String((request as Record<string, unknown>)[key] ?? '')],
    },
);

export const csvHeader = [
  'Reference',
  'Status',
  'Received (Italian time)',
  'Received (UTC)',
  ...csvColumns.flatMap((column) => column.header),
  'Option until',
  'History',
  'Submission id',
];

/** `export requests --csv`: one row per request, oldest first. */
export function requestsCsv(list: readonly DeskRequest[]): string {
  return toCsv(
    csvHeader,
    list.map((request) => [
      referenceOf(request),
      statusOf(request),
      italianTime(request.createdAt),
      request.createdAt,
      ...csvColumns.flatMap((column) => column.cells(request)),
      request.optionUntil ?? '',
      request.history
        .map(
          (entry) =>
            `${entry.status}${entry.week ? `, week ${entry.week} given` : ''} ${italianTime(entry.at)}${entry.until ? ` until ${entry.until}` : ''}${entry.by ? ` (by ${entry.by})` : ''}`,
        )
        .join('; '),
      request.submissionId,
    ]),
  );
}

/** Writes the export to `file`, or returns it for stdout. */
export function writeExport(text: string, file: string | undefined): string | undefined {
  if (!file) return text;
  writeFileSync(file, text, 'utf8');
  return undefined;
}

/** Requests filtered as `requests --status S --week FROM` asks. */
export function filterRequests(
  list: readonly DeskRequest[],
  status: string | undefined,
  week: IsoDate | undefined,
): DeskRequest[] {
  return list.filter((request) => (!status || statusOf(request) === status) && (!week || request.weekFrom === week));
}
