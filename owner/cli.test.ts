import { today } from '../functions/platform/clock';
import { runOwner } from './cli';
import { exampleDates, exampleText } from './help';
import { commands } from './registry';

/** The CLI in this process, with no stack: everything here is answered before any connection. */
async function owner(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOwner(
    argv,
    { ...process.env, DYNAMODB_LOCAL_PORT: '1' },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err };
}

describe('the owner CLI’s help, written from the command declarations', () => {
  it('--help lists every registered command with its summary and points to the manual', async () => {
    const { code, out, err } = await owner('--help');
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(commands.map((command) => command.name)).toEqual([
      'weeks',
      'week',
      'seed',
      'season',
      'requests',
      'request',
      'export',
      'mail',
      'subscribers',
      'privacy',
      'newsletter',
      'photos',
    ]);
    for (const command of commands) {
      expect(out).toMatch(new RegExp(`^  ${command.name}\\b.*(\\n +)?${escape(command.summary)}$`, 'm'));
    }
    expect(out).toContain('docs/owner.md');
  });

  it('with no arguments prints the same list and exits 1', async () => {
    const help = await owner('--help');
    expect(await owner()).toEqual({ code: 1, out: help.out, err: [] });
  });

  it.each(commands.map((command) => [command.name, command] as const))(
    '`%s --help` exits 0 and names its forms, every option and its examples',
    async (name, command) => {
      for (const flag of ['--help', '-h']) {
        const { code, out, err } = await owner(name, flag);
        expect({ code, err }).toEqual({ code: 0, err: [] });
        for (const form of command.forms) expect(out).toContain(`${name} ${form.usage}`.trimEnd());
        for (const option of [...Object.keys(command.options), 'json', 'aws', 'profile', 'region', 'help']) {
          expect(out).toMatch(new RegExp(`--${option}\\b`));
        }
        for (const example of command.examples) expect(out).toContain(exampleText(example));
        expect(out).toContain('docs/owner.md');
      }
    },
  );

  it('gives examples dated from today: no day before today, an option ending before its week, next year’s season', async () => {
    const day = today();
    const texts = [
      (await owner('--help')).out,
      ...(await Promise.all(commands.map(async (c) => (await owner(c.name, '--help')).out))),
    ];
    const days = texts.flatMap((text) => [...text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((match) => match[1]!));
    expect(days.length).toBeGreaterThan(5);
    expect(days.filter((example) => example < day)).toEqual([]);
    expect(texts.join('\n')).not.toMatch(/\{(year|week|until)\}/);
    // On any day: the option's last day is before its week, the week a Saturday, the season ahead.
    for (const on of ['2026-11-28', '2027-06-30', '2031-12-31'] as const) {
      const dates = exampleDates(on);
      expect(dates.until > on && dates.until < dates.week).toBe(true);
      expect(new Date(`${dates.week}T12:00:00Z`).getUTCDay()).toBe(6);
      expect(Number(dates.year)).toBe(Number(on.slice(0, 4)) + 1);
    }
  });

  it('refuses `weeks --until 2025-06-01` with one line naming why, then weeks’ usage; exit 1', async () => {
    const { code, out, err } = await owner('weeks', '--until', '2025-06-01');
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toHaveLength(2);
    expect(err[0]).toBe('weeks takes no --until: it goes with week and request. Usage of weeks:');
    expect(err[1]).toBe((await owner('weeks', '--help')).out);
  });

  it.each([
    [['requests', '--dead'], 'requests takes no --dead: it goes with mail. Usage of requests:', 'requests'],
    [
      ['mail', '--leg', 'aeolian:2027-04-24:2027-08-28'],
      'mail takes no --leg: it goes with season. Usage of mail:',
      'mail',
    ],
    [['photos', 'list', '--csv'], 'photos takes no --csv: it goes with export. Usage of photos:', 'photos'],
    [['season', 'list', '--yes'], 'season takes no --yes: it goes with newsletter. Usage of season:', 'season'],
  ])('refuses %j, an option of another command, with that command’s usage', async (argv, reason, name) => {
    const { code, out, err } = await owner(...argv);
    expect({ code, out, reason: err[0] }).toEqual({ code: 1, out: '', reason });
    expect(err[1]).toContain(`npm run owner -- ${name}: `);
    expect(err[1]).toContain('Usage:');
  });

  it('names the real list for an unknown command, in one line', async () => {
    const { code, out, err } = await owner('stats', '--json');
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toEqual([
      `Unknown command "stats": use ${commands
        .slice(0, -1)
        .map((command) => command.name)
        .join(', ')} or photos (npm run owner -- --help).`,
    ]);
  });

  it.each([
    [['export', 'requests'], /^export takes requests or subscribers, and --csv/],
    [['photos', 'list', '--aws'], /^photos works on this computer, not on a stack: leave out --aws\.$/],
    [['week', '2025-06-14', 'optioned', '--until'], /^Option '--until <value>' argument missing: see npm run owner/],
  ])('%j is refused in one line before any connection', async (argv, reason) => {
    const { code, out, err } = await owner(...argv);
    expect({ code, out }).toEqual({ code: 1, out: '' });
    expect(err).toEqual([expect.stringMatching(reason)]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
