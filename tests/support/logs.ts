/**
 * Every line the functions' logger writes while `run` runs (info and up). The logger is imported when
 * first needed: a suite sets its environment before the functions load.
 */
export async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const { logger } = await import('../../functions/platform/log');
  logger.setLogLevel('INFO');
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
    logger.setLogLevel('WARN');
  }
  return lines.join('');
}
