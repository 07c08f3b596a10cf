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
