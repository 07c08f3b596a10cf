import { log } from './log';

describe('log', () => {
  const original = process.env.AWS_LAMBDA_LOG_FORMAT;
  afterEach(() => {
    if (original === undefined) delete process.env.AWS_LAMBDA_LOG_FORMAT;
    else process.env.AWS_LAMBDA_LOG_FORMAT = original;
    jest.restoreAllMocks();
  });

  it('writes one JSON line locally', () => {
    delete process.env.AWS_LAMBDA_LOG_FORMAT;
    const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    log('warn', 'rate limited', { route: 'join-requests' });
    expect(typeof out.mock.calls[0]![0]).toBe('string');
    expect(JSON.parse(out.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', msg: 'rate limited' });
  });

  it('hands Lambda’s JSON log format one object, so metric filters can read $.message.msg and its fields', () => {
    process.env.AWS_LAMBDA_LOG_FORMAT = 'JSON';
    const out = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    log('warn', 'outbox swept', { oldestPendingSeconds: 42 });
    expect(out.mock.calls[0]![0]).toMatchObject({ level: 'warn', msg: 'outbox swept', oldestPendingSeconds: 42 });
  });
});
