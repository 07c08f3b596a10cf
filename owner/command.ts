/**
 * An owner command is a declaration (commands/*.ts, listed in registry.ts): its name, what it is for, its
 * forms, arguments and options, examples, what it needs of the stack, and the function that runs it.
 * cli.ts parses each command's own options (strict), help.ts writes `--help` from the same declaration.
 */
import type { IsoDate } from '../common/yachtDay';
import type { Io } from './context';
import type { Target } from './target';

/** One option, as node:util parseArgs takes it, plus what the help says of it. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  readonly short?: string;
  /** The value's placeholder in the help: `--until DATE`. */
  readonly value?: string;
  readonly description: string;
  /** Refused when missing: `true`, or the refusal's own words. */
  readonly required?: true | string;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** What parseArgs gives for these options. */
export type OptionValues<O extends OptionSpecs> = {
  [K in keyof O]?: O[K] extends { multiple: true } ? string[] : O[K] extends { type: 'boolean' } ? boolean : string;
};

/** The options every command takes. */
export const globalOptions = {
  json: { type: 'boolean', description: 'machine-readable output instead of a table' },
  aws: { type: 'boolean', description: 'the deployed stack instead of the local one (`npm start`)' },
  profile: {
    type: 'string',
    value: 'NAME',
    description: 'AWS credentials profile (with --aws; default: the standard chain)',
  },
  region: {
    type: 'string',
    value: 'REGION',
    description: "AWS region (with --aws; default: infra/config.json's, then your AWS config)",
  },
  help: { type: 'boolean', short: 'h', description: 'the help: every command, or one command’s forms and options' },
} as const satisfies OptionSpecs;

export type GlobalValues = OptionValues<typeof globalOptions>;

/** What a command reads or writes: the stack's tables, the privacy secret, or nothing of a stack. */
export type Need = 'weeks' | 'requests' | 'outbox' | 'subscriptions' | 'privacy secret' | 'mail';

/** One way of calling the command: `request <ref> option --until DATE` and what it does. */
export interface Form {
  /** What follows the command's name. */
  readonly usage: string;
  /** What it does, in a line or a few (the help wraps nothing: write the lines). */
  readonly text: string;
}

/** What `run` gets. */
export interface CommandContext<O extends OptionSpecs> {
  /** The positional arguments after the command's name. */
  readonly args: readonly string[];
  readonly values: OptionValues<O> & GlobalValues;
  readonly json: boolean;
  readonly io: Io;
  readonly env: NodeJS.ProcessEnv;
  /** The yacht's day (SITE_CLOCK locally). */
  readonly today: IsoDate;
  /** The target stack, connected once (the privacy secret loaded when the command needs it); closed after `run`. */
  target(): Promise<Target>;
}

export interface OwnerCommand<O extends OptionSpecs = OptionSpecs> {
  readonly name: string;
  /** One line for `npm run owner -- --help`. */
  readonly summary: string;
  readonly forms: readonly Form[];
  /** The positional arguments' placeholders and their meaning. */
  readonly arguments?: Readonly<Record<string, string>>;
  readonly options: O;
  readonly examples: readonly string[];
  /** Empty: the command needs no stack (photos). */
  readonly needs: readonly Need[];
  /** More lines for the command's `--help`. */
  readonly notes?: readonly string[];
  /** Returns the exit code (0 when it returns nothing); an OwnerError is a refusal. */
  run(context: CommandContext<O>): Promise<number | void>;
}

/** Declares a command, keeping its option types for `run`. */
export const defineCommand = <O extends OptionSpecs>(command: OwnerCommand<O>): OwnerCommand<O> => command;
