import { useEffect, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import type { Localized } from '@site/common/locales';
import { useT } from '@site/src/i18n/useLocale';
import styles from './styles.module.css';

/** What the page shows: `reading` until it has read its query string (and always without JavaScript). */
export type Phase = 'reading' | 'ready' | 'sending' | 'done' | 'expired' | 'invalid' | 'limited' | 'error';

/** The page's query string, read once after mount: the static page cannot know it before. */
export function useQuery(): URLSearchParams | undefined {
  const [query, setQuery] = useState<URLSearchParams>();
  useEffect(() => {
    // The address bar, read once after hydration: a browser-only fact.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(new URLSearchParams(window.location.search));
  }, []);
  return query;
}

interface LinkPageProps {
  /** `doneTitle`: the heading once done, when the page's title asks for what is then done. */
  copy: { title: Localized; doneTitle?: Localized; description: Localized; text: Localized };
  phase: Phase;
  /** The button (or form) shown while the link can still be acted on. */
  action: ReactNode;
  /** The outcome's message, once there is one. */
  message?: ReactNode;
  /** Shown only without JavaScript. */
  noScript?: ReactNode;
}

/**
 * The frame of a page an e-mail links to: never indexed, a heading, one
 * sentence and one button; opening it changes nothing, only the button acts.
 * The outcome replaces the button and takes the focus.
 */
export default function LinkPage({ copy, phase, action, message, noScript }: LinkPageProps) {
  const t = useT();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const acting = phase === 'ready' || phase === 'sending' || phase === 'error' || phase === 'limited';
  const settled = phase === 'done' || phase === 'expired' || phase === 'invalid';
  useEffect(() => {
    if (settled) outcomeRef.current?.focus();
  }, [settled]);
  const title = t(phase === 'done' && copy.doneTitle ? copy.doneTitle : copy.title);
  return (
    <Layout title={title} description={t(copy.description)}>
      <Head>
        <meta name="robots" content="noindex" />
        {/* No sign-up block in the footer under "you are unsubscribed" or "your subscription is confirmed". */}
        <body className={styles.linkPage} />
      </Head>
      <main>
        <PageHeader title={title} />
        <div className="container">
          <div className={styles.body} data-phase={phase}>
            {(acting || phase === 'reading') && <p className={styles.text}>{t(copy.text)}</p>}
            {noScript && <noscript>{noScript}</noscript>}
            {settled && (
              <div
                className={phase === 'done' ? styles.success : styles.notice}
                role="status"
                tabIndex={-1}
                ref={outcomeRef}
                data-testid="link-outcome"
              >
                {message}
              </div>
            )}
            {(phase === 'error' || phase === 'limited') && (
              <p className={styles.failure} role="alert" data-testid="link-outcome">
                {message}
              </p>
            )}
            {acting && action}
          </div>
        </div>
      </main>
    </Layout>
  );
}
