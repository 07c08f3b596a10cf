import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { linkPageError, unsubscribePage as copy } from '@site/src/data/copy/newsletterLinks';
import { messageFor } from '@site/common/contracts/messages';
import { contact, contactLinks } from '@site/common/facts/site';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import LinkPage, { useQuery, type Phase } from './_components/LinkPage';
import styles from './_components/styles.module.css';
import { apiRoutes } from '../../../common/apiRoutes';

/** The RFC 8058 one-click body: what a mail client's unsubscribe button posts too. */
const oneClick = { name: 'List-Unsubscribe', value: 'One-Click' } as const;

/** What an answer of POST /api/newsletter/unsubscribe means; a form post may be redirected to ?state=. */
function phaseOf(response: Response): Phase {
  const state = response.redirected ? new URL(response.url).searchParams.get('state') : null;
  if (state === 'done') return 'done';
  if (state === 'invalid') return 'invalid';
  if (response.ok) return 'done';
  if (response.status === 400 || response.status === 410 || response.status === 422) return 'invalid';
  if (response.status === 429) return 'limited';
  return 'error';
}

/**
 * /newsletter/unsubscribe/?token=… (the link in every newsletter), and the
 * outcome the API redirects a plain form post to: ?state=done or
 * ?state=invalid. Opening it changes nothing; the button is a real form
 * posting the one-click body, sent with fetch when scripts run.
 */
export default function NewsletterUnsubscribe() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery();
  const token = query?.get('token') ?? '';
  const state = query?.get('state');
  const [phase, setPhase] = useState<Phase>('reading');
  useEffect(() => {
    if (!query) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase(state === 'done' ? 'done' : state === 'invalid' || !token ? 'invalid' : 'ready');
  }, [query, state, token]);
  const action = `${apiRoutes.newsletterUnsubscribe.path}?token=${encodeURIComponent(token)}`;

  async function unsubscribe(event: FormEvent) {
    event.preventDefault();
    if (phase === 'sending') return;
    setPhase('sending');
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ [oneClick.name]: oneClick.value }).toString(),
      });
      setPhase(phaseOf(response));
    } catch {
      setPhase('error');
    }
  }

  const writeToUs = (text: string) => (
    <p>
      {text}{' '}
      <a className={styles.address} href={contactLinks.mailto}>
        {contact.email}
      </a>
    </p>
  );
  const messages: Partial<Record<Phase, ReactNode>> = {
    done: <p>{t(copy.done)}</p>,
    invalid: writeToUs(t(copy.invalid)),
    limited: messageFor('rateLimited', locale),
    error: t(linkPageError),
  };
  return (
    <LinkPage
      copy={copy}
      phase={phase}
      message={messages[phase]}
      noScript={writeToUs(t(copy.noScript))}
      action={
        <form className={styles.form} method="post" action={action} onSubmit={(event) => void unsubscribe(event)}>
          <input type="hidden" name={oneClick.name} value={oneClick.value} />
          <button
            type="submit"
            className="button button--primary button--lg"
            disabled={phase === 'sending'}
            aria-busy={phase === 'sending'}
          >
            {phase === 'sending' ? t(copy.sending) : t(copy.button)}
          </button>
        </form>
      }
    />
  );
}
