/**
 * The dispatcher: finds the command (registry.ts), parses its own options and the global ones (strict),
 * answers `--help` from the declarations (help.ts), connects to the target stack when the command asks,
 * and turns a refusal into one line on stderr and exit code 1.
 */
import { parseArgs } from 'node:util';
import { today } from '../functions/platform/clock';
import { globalOptions, type CommandContext, type OptionSpecs, type OwnerCommand } from './command';
import { OwnerError, type Io } from './context';
import { commandHelp, overview } from './help';
import { commands } from './registry';
import { connect, type Target } from './target';

/** A refusal that also prints the command's usage: an option another command takes. */
class UsageRefusal extends OwnerError {
  constructor(
    message: string,
    readonly command: OwnerCommand,
  ) {
    super(message);
  }
}

/** The options that take a value (any command's): what follows one is not the command's name. */
const valueOptions = new Set(
  [globalOptions, ...commands.map((command) => command.options)].flatMap((options: OptionSpecs) =>
    Object.entries(options).flatMap(([name, option]) =>
      option.type === 'string' ? [`--${name}`, ...(option.short ? [`-${option.short}`] : [])] : [],
    ),
  ),
);

/** Where the command's name is in argv: the first word that is no option nor an option's value. */
function commandIndex(argv: readonly string[]): number {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (!arg.startsWith('-')) return index;
    if (valueOptions.has(arg)) index += 1;
  }
  return -1;
}

const commandList = () => {
  const names = commands.map((command) => command.name);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

function parse(argv: readonly string[], command: OwnerCommand | undefined) {
  const specs: OptionSpecs = { ...globalOptions, ...command?.options };
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        Object.entries(specs).map(([name, spec]) => [
          name,
          {
            type: spec.type,
            ...(spec.multiple ? { multiple: true } : {}),
            ...(spec.short ? { short: spec.short } : {}),
          },
        ]),
      ),
    });
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /^Unknown option '(-{1,2})([^'=]+)/.exec(message);
    const takers = unknown ? commands.filter((other) => unknown[2]! in other.options) : [];
    if (command && unknown && takers.length > 0) {
      throw new UsageRefusal(
        `${command.name} takes no ${unknown[1]}${unknown[2]}: it goes with ${takers.map((taker) => taker.name).join(' and ')}. Usage of ${command.name}:`,
        command,
      );
    }
    // parseArgs says e.g. "Unknown option '--untill'"; one line, pointing at the help.
    throw new OwnerError(`${message.split(/\.\s/)[0]!.replace(/\.$/, '')}: see npm run owner -- --help.`);
  }
}

/** Runs one owner command; returns the exit code. */
export async function runOwner(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let target: Target | undefined;
  try {
    const at = commandIndex(argv);
    if (at < 0) {
      const { values } = parse(argv, undefined);
      io.out(overview(commands));
      return values.help ? 0 : 1;
    }
    const command = commands.find((candidate) => candidate.name === argv[at]);
    if (!command) {
      throw new OwnerError(`Unknown command "${argv[at]}": use ${commandList()} (npm run owner -- --help).`);
    }
    const { values, positionals } = parse([...argv.slice(0, at), ...argv.slice(at + 1)], command);
    if (values.help) {
      io.out(commandHelp(command));
      return 0;
    }
    if (!values.aws && (values.profile || values.region)) {
      throw new OwnerError('--profile and --region go with --aws (the deployed stack); leave them out locally.');
    }
    if (command.needs.length === 0 && values.aws) {
      throw new OwnerError(`${command.name} works on this computer, not on a stack: leave out --aws.`);
    }
    for (const [name, option] of Object.entries(command.options)) {
      if (option.required && values[name] === undefined) {
        throw new OwnerError(
          typeof option.required === 'string'
            ? option.required
            : `${command.name} needs --${name}: see npm run owner -- ${command.name} --help.`,
        );
      }
    }
    let connecting: Promise<Target> | undefined;
    const context: CommandContext<OptionSpecs> = {
      args: positionals,
      values: values as CommandContext<OptionSpecs>['values'],
      json: Boolean(values.json),
      io,
      env,
      today: today(),
      target: () =>
        (connecting ??= (async () => {
          target = await connect(
            { aws: Boolean(values.aws), profile: values.profile as string, region: values.region as string },
            env,
          );
          if (command.needs.includes('privacy secret')) await target.loadPrivacySecret();
          return target;
        })()),
    };
    return (await command.run(context)) ?? 0;
  } catch (error) {
    if (error instanceof OwnerError) io.err(error.message);
    else io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof UsageRefusal) io.err(commandHelp(error.command));
    return 1;
  } finally {
    target?.close();
  }
}
