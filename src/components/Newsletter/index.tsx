import { lazy, Suspense, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { newsletterCopy as copy, privacyLinkLabel } from '@site/src/data/copy/newsletter';
import { layoutCopy } from '@site/src/data/copy/layout';
import { fill } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { postJson, tooManyRequestsMessage } from '@site/src/lib/postJson';
import styles from './styles.module.css';
import { apiRoutes } from '../../../common/apiRoutes';

const ToastHost = lazy(() => import('./toast'));
const loadToast = () => import('./toast').then((module) => module.toast);
const loadContract = () => import('@site/common/contracts/newsletter');

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'success'; email: string }
  // `message`: a specific reason (a 429: too many requests) instead of the generic text.
  | { status: 'error'; message?: string };

/**
 * The newsletter block on every page, outside the page content. Validation
 * (the shared contract) and the toasts load on first submit.
 */
export default function Newsletter() {
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [toastsMounted, setToastsMounted] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'sending') return;
    setToastsMounted(true);
    const [{ newsletterSchema }, { fieldErrors, issuesOf }, toast] = await Promise.all([
      loadContract(),
      import('@site/common/contracts/issues'),
      loadToast(),
    ]);
    const parsed = newsletterSchema.safeParse({ email, locale });
    if (!parsed.success) {
      setFieldError(fieldErrors(issuesOf(parsed.error), locale).email);
      return;
    }
    setFieldError(undefined);
    setState({ status: 'sending' });
    try {
      const response = await postJson(apiRoutes.newsletterSubscriptions.path, parsed.data);
      const limited = tooManyRequestsMessage(response, locale);
      if (limited) {
        setState({ status: 'error', message: limited });
        toast.error(limited);
        return;
      }
      // Any 2xx: the API answers 202 "check-inbox" alike for new, pending, confirmed and unsubscribed addresses.
      if (!response.ok) throw new Error(`status ${response.status}`);
      setState({ status: 'success', email: parsed.data.email });
      toast.success(t(copy.successToast));
    } catch {
      setState({ status: 'error' });
      toast.error(t(copy.errorToast));
    }
  }

  return (
    <aside id="newsletter" className={styles.newsletter} aria-labelledby="newsletter-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="newsletter-title" className={styles.title}>
            {t(layoutCopy.newsletter.title)}
          </h2>
          <p className={styles.text}>{t(layoutCopy.newsletter.text)}</p>
        </div>
        {state.status === 'success' ? (
          <p className={styles.done} role="status">
            {fill(t(copy.successText), { email: state.email })}
          </p>
        ) : (
          // Without JavaScript (or tapped before the scripts ran) the browser posts it: never a GET, which
          // would put the address in the URL and the server logs; the API answers in a sentence.
          <form
            className={styles.form}
            onSubmit={submit}
            noValidate
            method="post"
            action={apiRoutes.newsletterSubscriptions.path}
          >
            <input type="hidden" name="locale" value={locale} />
            <label htmlFor="newsletter-email" className="sr-only">
              {t(copy.label)}
            </label>
            <div className={styles.row}>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={320}
                placeholder={t(copy.placeholder)}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={
                  clsx(fieldError && 'newsletter-error', state.status === 'error' && 'newsletter-failure') || undefined
                }
              />
              <button
                type="submit"
                className="button button--primary"
                disabled={state.status === 'sending'}
                aria-busy={state.status === 'sending'}
              >
                {state.status === 'sending' ? t(copy.sending) : t(copy.submit)}
              </button>
            </div>
            {fieldError && (
              <span id="newsletter-error" className={styles.error}>
                {fieldError}
              </span>
            )}
            {state.status === 'error' && (
              <p id="newsletter-failure" className={styles.error} role="alert">
                {state.message ?? t(copy.errorText)}
              </p>
            )}
            <p className={styles.notice} data-testid="privacy-notice">
              {t(copy.notice)} <Link to="/privacy/">{t(privacyLinkLabel)}</Link>
            </p>
          </form>
        )}
      </div>
      {toastsMounted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </aside>
  );
}
