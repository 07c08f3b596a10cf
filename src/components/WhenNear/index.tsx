import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** What the server renders, and the page shows until the reader comes near. */
  fallback: ReactNode;
  /** Rendered in the browser once the placeholder is within a screen's height of the viewport. */
  children: () => ReactNode;
}

/**
 * Mounts its content in the browser only when the reader scrolls near it (or
 * arrives at it by a link): heavy widgets further down a page then cost a
 * phone nothing while it starts up, and are ready before they are in view.
 */
export default function WhenNear({ fallback, children }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true));
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children()}</> : <div ref={placeholder}>{fallback}</div>;
}
