/**
 * The spec's prefetch policy on top of Docusaurus's: links still ask to be
 * prefetched when they scroll into view and preloaded when hovered, but
 * in-view prefetches wait in a queue for 3 s and go out in batches of at most
 * 4 pages; nothing is prefetched or preloaded on 2g, with data-saver on, or
 * for bots.
 */
export const prefetchQueueDelayMs = 3000;
export const prefetchBatchSize = 4;
const botPattern = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|pagespeed/i;

export interface DocusaurusGlobal {
  prefetch(path: string): false | Promise<void[]>;
  preload(path: string): false | Promise<void[]>;
}

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return !botPattern.test(nav.userAgent);
}

/** Docusaurus's prefetch and preload behind the policy; `allowed` is asked on every call. */
export function withPolicy(
  docusaurus: DocusaurusGlobal,
  allowed: () => boolean = () => prefetchAllowed(),
): DocusaurusGlobal {
  const queue: string[] = [];
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (timer !== undefined || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      for (const path of queue.splice(0, prefetchBatchSize)) void docusaurus.prefetch(path);
      schedule();
    }, prefetchQueueDelayMs);
  };

  return {
    prefetch(path) {
      if (!allowed() || seen.has(path)) return false;
      seen.add(path);
      queue.push(path);
      schedule();
      return Promise.resolve([]);
    },
    preload(path) {
      if (!allowed()) return false;
      return docusaurus.preload(path);
    },
  };
}

// Client modules load before Docusaurus sets window.docusaurus; wrap it as it is set.
if (typeof window !== 'undefined') {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal) => {
      current = withPolicy(value);
    },
  });
}

export default {};
