import { prefetchAllowed, prefetchBatchSize, prefetchQueueDelayMs, withPolicy } from './prefetch-policy';

/** Docusaurus's own prefetch and preload, recording what the policy lets through. */
function docusaurusSpy() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  return {
    prefetched,
    preloaded,
    prefetch: (path: string) => (prefetched.push(path), Promise.resolve([])),
    preload: (path: string) => (preloaded.push(path), Promise.resolve([])),
  };
}

describe('the prefetch queue (controlled clock)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 3 s, then prefetches in batches of at most 4 pages, 3 s apart, each page once', () => {
    const spy = docusaurusSpy();
    const policy = withPolicy(spy, () => true);
    const pages = ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/', '/a/'];
    for (const page of pages) policy.prefetch(page);
    expect(prefetchQueueDelayMs).toBe(3000);
    expect(prefetchBatchSize).toBe(4);

    jest.advanceTimersByTime(2999);
    expect(spy.prefetched).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(spy.prefetched).toEqual(['/a/', '/b/', '/c/', '/d/']);
    jest.advanceTimersByTime(2999);
    expect(spy.prefetched).toHaveLength(4);
    jest.advanceTimersByTime(1);
    expect(spy.prefetched).toEqual(['/a/', '/b/', '/c/', '/d/', '/e/', '/f/']);
    jest.advanceTimersByTime(60_000);
    expect(spy.prefetched).toHaveLength(6);
  });

  it('preloads a hovered page at once', () => {
    const spy = docusaurusSpy();
    withPolicy(spy, () => true).preload('/contact/');
    expect(spy.preloaded).toEqual(['/contact/']);
  });

  it('neither prefetches nor preloads when not allowed', () => {
    const spy = docusaurusSpy();
    const policy = withPolicy(spy, () => false);
    expect(policy.prefetch('/a/')).toBe(false);
    expect(policy.preload('/a/')).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(spy).toMatchObject({ prefetched: [], preloaded: [] });
  });
});

describe('when prefetching is allowed', () => {
  const desktop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const nav = (userAgent: string, connection?: object) => ({ userAgent, connection }) as unknown as Navigator;

  it.each([
    ['a desktop browser', nav(desktop), true],
    ['a phone on 4g', nav(desktop, { effectiveType: '4g', saveData: false }), true],
    ['data-saver on', nav(desktop, { effectiveType: '4g', saveData: true }), false],
    ['a 2g connection', nav(desktop, { effectiveType: 'slow-2g' }), false],
    ['Googlebot', nav('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'), false],
    ['Lighthouse', nav(`${desktop} Chrome-Lighthouse`), false],
  ])('%s', (_label, navigator, expected) => {
    expect(prefetchAllowed(navigator)).toBe(expected);
  });
});
