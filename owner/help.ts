/** `npm run owner -- --help` and `npm run owner -- <command> --help`, written from the declarations. */
import { addDays, type IsoDate } from '../common/yachtDay';
import { today as yachtToday } from '../functions/platform/clock';
import { globalOptions, type Need, type OptionSpec, type OwnerCommand } from './command';
import { yachtTimeZone } from '../common/yachtDay';

export const manual = 'docs/owner.md';
const column = 40;

/**
 * The dates an example names, from today, so that every example would be accepted today: `{year}` the
 * next season's year, `{week}` a Saturday in its June, `{until}` a week from today (an option's last day).
 */
export function exampleDates(day: IsoDate): Record<'year' | 'week' | 'until', string> {
  const year = Number(day.slice(0, 4)) + 1;
  let week = `${year}-06-12` as IsoDate;
  while (new Date(`${week}T12:00:00Z`).getUTCDay() !== 6) week = addDays(week, 1);
  return { year: String(year), week, until: addDays(day, 7) };
}

/** An example as the help prints it: its `{year}`, `{week}` and `{until}` filled from today. */
export function exampleText(example: string, day: IsoDate = yachtToday()): string {
  const dates = exampleDates(day);
  return example.replace(/\{(year|week|until)\}/g, (_, name: keyof typeof dates) => dates[name]);
}

/** `week <from> <status> [--until DATE]`, `season open|list|show|close`, `mail [redrive]`. */
export function synopsis(command: OwnerCommand): string {
  if (command.forms.length === 1) return `${command.name} ${command.forms[0]!.usage}`.trimEnd();
  const firsts = [...new Set(command.forms.map((form) => form.usage.split(' ')[0] ?? ''))];
  const named = firsts.filter(Boolean);
  if (named.length === 1 && firsts.length === 1) return `${command.name} ${named[0]} …`;
  const choice = named.join('|');
  return `${command.name} ${firsts.includes('') ? `[${choice}]` : choice}`;
}

/** `label` padded to the column, then `text`'s lines under one another (a long label gets its own line). */
function columns(label: string, text: string, indent = 2): string[] {
  const [first = '', ...rest] = text.split('\n');
  const pad = ' '.repeat(column);
  const head = `${' '.repeat(indent)}${label}`;
  const lines = head.length < column - 1 ? [`${head.padEnd(column)}${first}`] : [head, `${pad}${first}`];
  return [...lines, ...rest.map((line) => `${pad}${line}`)];
}

const optionLabel = (name: string, option: OptionSpec) =>
  `${option.short ? `-${option.short}, ` : ''}--${name}${option.value ? ` ${option.value}` : ''}`;

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  return Object.entries(options).flatMap(([name, option]) =>
    columns(optionLabel(name, option), `${option.description}${option.required ? ' (required)' : ''}`),
  );
}

const tableNames: Partial<Record<Need, string>> = {
  weeks: 'weeks',
  requests: 'requests',
  outbox: 'outbox',
  subscriptions: 'subscribers',
};
const otherNeeds: Partial<Record<Need, string>> = {
  'privacy secret': 'the privacy secret',
  mail: 'SES (the local emulator, or the account’s)',
};

const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** "the requests, weeks and outbox tables, the privacy secret". */
function usesText(needs: readonly Need[]): string {
  const tables = needs.flatMap((need) => tableNames[need] ?? []);
  const others = needs.flatMap((need) => otherNeeds[need] ?? []);
  const parts = [...(tables.length ? [`the ${listed(tables)} table${tables.length > 1 ? 's' : ''}`] : []), ...others];
  return listed(parts);
}

/** The overview: every command with its summary. */
export function overview(commands: readonly OwnerCommand[], day: IsoDate = yachtToday()): string {
  return [
    "The owner's command line: live availability of the charter weeks, the charter requests, the outgoing",
    "mail, the newsletter subscribers, what is held about a person, and the site's photographs.",
    '',
    'Usage: npm run owner -- <command> [options]',
    "       npm run owner -- <command> --help     that command's forms, options and examples",
    '',
    'Commands:',
    ...commands.flatMap((command) => columns(synopsis(command), command.summary)),
    '',
    'Options of every command:',
    ...optionLines(globalOptions),
    '',
    'Examples:',
    ...commands.map((command) => `  ${exampleText(command.examples[0] ?? '', day)}`),
    '',
    'Locally it uses the DynamoDB Local `npm start` runs (DYNAMODB_LOCAL_PORT, default 8000); with --aws the',
    `deployed stack. "Today" is the yacht's day (${yachtTimeZone}). The site shows a change within a minute.`,
    'On a mistake, or a change the request’s status does not allow, it prints one line saying why, exits',
    'with code 1 and changes nothing.',
    `The owner's manual (every command, with examples, and what each refusal means): ${manual}`,
  ].join('\n');
}

/** One command's help: its forms, arguments, options, examples and what it uses. */
export function commandHelp(command: OwnerCommand, day: IsoDate = yachtToday()): string {
  const uses = command.needs.length
    ? `Uses ${usesText(command.needs)}: of the local stack (\`npm start\`), or of the deployed one with --aws.`
    : 'Uses no stack: it works on this computer (--aws, --profile and --region do not apply).';
  return [
    `npm run owner -- ${command.name}: ${command.summary}`,
    '',
    'Usage:',
    ...command.forms.flatMap((form) => columns(`${command.name} ${form.usage}`.trimEnd(), form.text)),
    ...(command.arguments
      ? ['', 'Arguments:', ...Object.entries(command.arguments).flatMap(([name, text]) => columns(name, text))]
      : []),
    ...(Object.keys(command.options).length ? ['', 'Options:', ...optionLines(command.options)] : []),
    '',
    'Options of every command:',
    ...optionLines(globalOptions),
    '',
    'Examples:',
    ...command.examples.map((example) => `  ${exampleText(example, day)}`),
    '',
    uses,
    ...(command.notes ?? []),
    `The owner's manual: ${manual}`,
  ].join('\n');
}
