import { runOwner } from '../../owner/cli';

/** Runs an owner command in this process against the DynamoDB on `port`, capturing its output. */
export async function owner(port: number, ...argv: string[]): Promise<{ code: number; out: string; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOwner(
    argv,
    { ...process.env, DYNAMODB_LOCAL_PORT: String(port) },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err };
}

/** The tests' own 2027 season (never a real one): `season open 2027` with an Aeolian and a Menorca leg. */
export const open2027 = [
  'season',
  'open',
  '2027',
  '--leg',
  'aeolian:2027-04-24:2027-08-28',
  '--leg',
  'menorca:2027-09-04:2027-10-30',
] as const;
