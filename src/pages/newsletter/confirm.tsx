import { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { confirmNoScript, confirmPage as copy, linkPageError } from '@site/src/data/copy/newsletterLinks';
import { contact, contactLinks } from '@site/common/facts/site';
import { messageFor } from '@site/common/contracts/messages';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import LinkPage, { useQuery, type Phase } from './_components/LinkPage';
import styles from './_components/styles.module.css';
import { apiRoutes } from '../../../common/apiRoutes';

/** What each answer of POST /api/newsletter/confirm means for the reader. */
function phaseOf(status: number): Phase {
  if (status >= 200 && status < 300) return 'done';
  if (status === 410) return 'expired';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 429) return 'limited';
  return 'error';
}

/**
 * /newsletter/confirm/?token=…: the double opt-in link of the newsletter's
 * first e-mail. Opening it (a mail scanner may) changes nothing; the button
 * confirms.
 */
export default function NewsletterConfirm() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery();
  const token = query?.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>('reading');
  // Confirmed before: the link opened again.
  const [already, setAlready] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (query) setPhase(token ? 'ready' : 'invalid');
  }, [query, token]);

  async function confirm() {
    if (phase === 'sending') return;
    setPhase('sending');
    try {
      const response = await fetch(apiRoutes.newsletterConfirm.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, locale }),
      });
      if (response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { status?: string };
        setAlready(answer.status === 'already-confirmed');
      }
      setPhase(phaseOf(response.status));
    } catch {
      setPhase('error');
    }
  }

  const signUp = (
    <p>
      <Link to="/#newsletter">{t(copy.signUpAgain)}</Link>
    </p>
  );
  const messages: Partial<Record<Phase, ReactNode>> = {
    done: <p>{t(already ? copy.alreadyConfirmed : copy.done)}</p>,
    expired: (
      <>
        <p>{t(copy.expired)}</p>
        {signUp}
      </>
    ),
    invalid: (
      <>
        <p>{t(copy.invalid)}</p>
        {signUp}
      </>
    ),
    limited: messageFor('rateLimited', locale),
    error: t(linkPageError),
  };
  return (
    <LinkPage
      copy={copy}
      phase={phase}
      message={messages[phase]}
      noScript={
        <p>
          {t(confirmNoScript)}{' '}
          <a className={styles.address} href={contactLinks.mailto}>
            {contact.email}
          </a>
        </p>
      }
      action={
        <button
          type="button"
          className={`button button--primary button--lg ${styles.form}`}
          onClick={() => void confirm()}
          disabled={phase === 'sending'}
          aria-busy={phase === 'sending'}
        >
          {phase === 'sending' ? t(copy.sending) : t(copy.button)}
        </button>
      }
    />
  );
}
