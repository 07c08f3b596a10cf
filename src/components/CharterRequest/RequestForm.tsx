import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { fieldErrors, type FieldErrors } from '@site/common/contracts/issues';
import type * as JoinRequestContract from '@site/common/contracts/joinRequest';
import type { JoinRequestReceived } from '@site/common/contracts/joinRequest';
import { inputFields, requestFields, type InputField } from '@site/common/contracts/requestFields';
import { requestReference } from '@site/common/contracts/reference';
import type { Week } from '@site/common/facts/weeks';
import { firstSailingMonth } from '@site/common/facts/charter';
import { privacyLinkLabel, requestFailureCopy, requestFormCopy as copy } from '@site/src/data/copy/forms';
import { contact, contactLinks } from '@site/common/facts/site';
import { fill, formatDate } from '@site/common/locales';
import { useLocale, useT } from '@site/src/i18n/useLocale';
import { postJson } from '@site/src/lib/postJson';
import styles from './styles.module.css';
import { apiRoutes } from '../../../common/apiRoutes';

type Status = 'idle' | 'sending' | 'success' | 'error';
/** What failed, for the error box (requestFailureCopy). */
type Failure = keyof Omit<typeof requestFailureCopy, 'otherWays' | 'or'>;
type Field = InputField;

/**
 * The contract (zod, libphonenumber-js): fetched as soon as the form is on the page, not on Send, so a
 * signal lost after the page loaded cannot keep Send from answering. A failed load is tried again on Send.
 */
let contract: Promise<typeof JoinRequestContract> | undefined;
const loadContract = () =>
  (contract ??= import('@site/common/contracts/joinRequest').catch((error: unknown) => {
    contract = undefined;
    throw error;
  }));

/** A sent request's result, kept in its history entry: Back then Forward (or a reload) shows it again. */
interface SentRequest {
  submissionId: string;
  mode: 'week' | 'dates';
  acknowledgementQueued: boolean;
}
const historyKey = 'charterRequest';
const sentInHistory = (): SentRequest | undefined =>
  typeof window === 'undefined'
    ? undefined
    : ((window.history.state as Record<string, unknown> | null)?.[historyKey] as SentRequest | undefined);
/** Writes (or, with none, removes) the result in the current history entry, keeping the router's state. */
function keepInHistory(sent: SentRequest | undefined) {
  const { [historyKey]: _old, ...state } = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState(sent ? { ...state, [historyKey]: sent } : state, '');
}
// Visual order: the chosen week (or the preferred dates) comes first in the form, then the typed fields.
const fieldOrder = ['week', 'dates', ...inputFields] as const;
/** Every typed field empty, and the honeypot. */
const emptyValues = () =>
  Object.fromEntries([...inputFields, 'website'].map((field) => [field, ''])) as Record<Field | 'website', string>;
/** The HTML input type of each kind of typed field. */
const inputType = { line: 'text', email: 'email', phone: 'tel' } as const;

const newId = () => crypto.randomUUID();

/** Whether this browser draws a month picker for `<input type="month">` (desktop Firefox and Safari fall back to text). */
function supportsMonthInput(): boolean {
  const probe = document.createElement('input');
  probe.setAttribute('type', 'month');
  return probe.type === 'month';
}
const noSubscription = () => () => undefined;
/** The month fields' format hint is shown only where the browser has no month picker; the served HTML assumes one. */
const useMonthPicker = () => useSyncExternalStore(noSubscription, supportsMonthInput, () => true);

/**
 * Brings the outcome box (success or error) into view once React has put it on the page, its top
 * clear of the sticky navbar (its scroll-margin-top), and moves focus to it so a screen reader
 * reads it. Focus alone is not enough: the box replaces a form several screens tall, and the
 * browser's own scroll on focus may leave it under the navbar or not scroll at all.
 */
function showOutcome(box: HTMLElement | null) {
  if (!box) return;
  box.focus({ preventScroll: true });
  box.scrollIntoView({ block: 'start', behavior: 'instant' });
}

interface RequestFormProps {
  /** `week`: a week is chosen in the calendar; `dates`: none can be, the visitor gives preferred dates. */
  mode: 'week' | 'dates';
  week?: Week;
  /** The visitor's day (a month range of preferred dates must not be over). */
  today: string;
  /** Called when the server says the chosen week is no longer open. */
  onWeekRejected(): void;
}

/**
 * Preferred dates as the API takes them: the month range first ("2027-06 – 2027-07", or one month),
 * then "; " and the visitor's words. Empty when nothing was given.
 */
export function composeDates(dates: { from: string; to: string; words: string }): string {
  const from = dates.from || dates.to;
  const to = dates.to || dates.from;
  const range = from ? (from === to ? from : `${from} – ${to}`) : '';
  return [range, dates.words.trim()].filter(Boolean).join('; ');
}

/** The charter request form: validates with the shared contract, sends once, shows progress and the outcome. */
export default function RequestForm({ mode, week, today, onWeekRejected }: RequestFormProps) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState(emptyValues);
  const [dates, setDates] = useState({ from: '', to: '', words: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A request sent from this history entry is shown as sent, never as an empty form inviting a duplicate.
  const [sent, setSent] = useState(sentInHistory);
  const [status, setStatus] = useState<Status>(sent ? 'success' : 'idle');
  const [failure, setFailure] = useState<Failure>('server');
  // One id per request, made when the form opens: a retried or repeated send is the same request.
  const [submissionId, setSubmissionId] = useState(() => sent?.submissionId ?? newId());
  useEffect(() => {
    void loadContract().catch(() => undefined);
  }, []);
  // After a failed send the request may have been stored (a lost answer): once a field or the
  // week changes, it is a new request with a new id, never an edit of the stored one.
  const sentAndFailed = useRef(false);
  const renewIdIfFailed = () => {
    if (!sentAndFailed.current) return;
    sentAndFailed.current = false;
    setSubmissionId(newId());
  };
  const formRef = useRef<HTMLFormElement>(null);
  // Choosing a week answers the week error; it is shown only while none is chosen.
  const weekError = week ? undefined : errors.week;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const weekFrom = week?.from;
  useEffect(renewIdIfFailed, [weekFrom]);
  const monthPicker = useMonthPicker();
  // Each outcome, once committed: `sends` counts them, so a second error in a row is shown again.
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) showOutcome(outcomeRef.current);
  }, [sends]);

  const body = (id = submissionId) => ({
    submissionId: id,
    locale,
    ...values,
    ...(mode === 'dates'
      ? { dates: composeDates(dates) }
      : { week: week ? { from: week.from, to: week.to } : undefined }),
  });

  const focusFirstError = (found: FieldErrors) => {
    const first = fieldOrder.find((field) => found[field]);
    if (!first) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      first === 'week' ? '#request-week' : first === 'dates' ? '#request-dates-from' : `#request-${first}`,
    );
    target?.focus();
  };

  /** The error box for `kind`, brought into view (a refused field keeps the focus on that field instead). */
  const fail = (kind: Failure) => {
    setFailure(kind);
    setStatus('error');
    if (kind !== 'invalid') setSends((count) => count + 1);
  };
  const refuse = (found: FieldErrors) => {
    setErrors(found);
    fail('invalid');
    focusFirstError(found);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending') return;
    let validateJoinRequest;
    try {
      ({ validateJoinRequest } = await loadContract());
    } catch {
      fail('network');
      return;
    }
    const checked = validateJoinRequest(body(), today);
    if (!checked.success) {
      refuse(fieldErrors(checked.issues, locale));
      return;
    }
    setErrors({});
    setStatus('sending');
    try {
      // The id the stored request has: this render's, or the new one of a send again (below).
      let sentId = body().submissionId;
      let response = await postJson(apiRoutes.joinRequests.path, body(sentId));
      let payload =
        response.status === 409 ? ((await response.json()) as { error?: string; fields?: FieldErrors }) : {};
      if (payload.error === 'submission_changed') {
        // This id was stored with other content (an earlier send whose answer was lost): this
        // is a new request. Send it again, once, under a new id.
        sentId = newId();
        setSubmissionId(sentId);
        response = await postJson(apiRoutes.joinRequests.path, body(sentId));
        payload = response.status === 409 ? ((await response.json()) as typeof payload) : {};
      }
      if (response.status === 201 || response.status === 200) {
        const answer = (await response.json().catch(() => ({}))) as Partial<JoinRequestReceived>;
        const result = {
          submissionId: sentId,
          mode,
          acknowledgementQueued: answer.acknowledgementQueued === true,
        };
        sentAndFailed.current = false;
        keepInHistory(result);
        setSent(result);
        setStatus('success');
        setSends((count) => count + 1);
      } else if (response.status === 422 || (response.status === 409 && payload.fields)) {
        if (response.status === 422) payload = (await response.json()) as typeof payload;
        if (response.status === 409) {
          sentAndFailed.current = true;
          onWeekRejected();
        }
        refuse(payload.fields ?? {});
      } else {
        sentAndFailed.current = true;
        // A 429 (too many requests from this visitor) says so; anything else is a fault on our side.
        fail(response.status === 429 ? 'limited' : 'server');
      }
    } catch {
      // fetch itself failed, every try: the request never reached the server.
      sentAndFailed.current = true;
      fail('network');
    }
  }

  if (status === 'success' && sent) {
    return (
      <div className={clsx(styles.outcome, styles.success)} role="status" tabIndex={-1} ref={outcomeRef}>
        <h3>{t(copy.successTitle)}</h3>
        <p>{t(sent.mode === 'dates' ? copy.successTextDates : copy.successText)}</p>
        <p data-testid="request-ack">{t(sent.acknowledgementQueued ? copy.acknowledged : copy.notAcknowledged)}</p>
        <p data-testid="request-next">{t(sent.mode === 'dates' ? copy.successNextDates : copy.successNext)}</p>
        <p className={styles.reference}>
          {t(copy.reference)}: <strong data-testid="request-reference">{requestReference(sent.submissionId)}</strong>
          <br />
          <span className={styles.hint}>{t(copy.referenceHint)}</span>
        </p>
        <button
          type="button"
          className="button button--outline button--primary"
          onClick={() => {
            setValues(emptyValues());
            setDates({ from: '', to: '', words: '' });
            setSubmissionId(newId());
            keepInHistory(undefined);
            setSent(undefined);
            setStatus('idle');
          }}
        >
          {t(copy.another)}
        </button>
      </div>
    );
  }

  /** A typed field's input, its label, hint and limits from its declaration (common/contracts/requestFields.ts). */
  const input = (field: Field) => {
    const { copy, input: spec } = requestFields[field];
    const hint = 'hint' in copy ? t(copy.hint) : undefined;
    const error = errors[field];
    const describedBy = clsx(hint && `request-${field}-hint`, error && `request-${field}-error`) || undefined;
    const props =
      spec.kind === 'text'
        ? { rows: spec.rows }
        : { type: inputType[spec.kind], autoComplete: 'autoComplete' in spec ? spec.autoComplete : undefined };
    const Tag = spec.kind === 'text' ? 'textarea' : 'input';
    return (
      <div key={field} className={styles.field}>
        <label htmlFor={`request-${field}`}>{t('form' in copy ? copy.form : copy.label)}</label>
        {hint && (
          <span id={`request-${field}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        <Tag
          id={`request-${field}`}
          name={field}
          value={values[field]}
          onChange={(e: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [field]: e.target.value }));
            renewIdIfFailed();
            if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // No maxLength: the browser would cut a long name or message silently; the contract refuses it, saying why.
          required={spec.required || undefined}
          {...props}
        />
        {error && (
          <span id={`request-${field}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="request-title">
      <h3 id="request-title">{t(copy.title)}</h3>
      {status === 'error' && (
        <div
          className={clsx(styles.outcome, styles.failure)}
          role="alert"
          tabIndex={-1}
          ref={outcomeRef}
          data-failure={failure}
        >
          <h4>{t(requestFailureCopy[failure].title)}</h4>
          <p>{t(requestFailureCopy[failure].text)}</p>
          {failure !== 'invalid' && (
            <p data-testid="request-other-ways">
              {t(requestFailureCopy.otherWays)} <a href={contactLinks.mailto}>{contact.email}</a>{' '}
              {t(requestFailureCopy.or)} <a href={contactLinks.chat}>{contact.whatsapp}</a>.
            </p>
          )}
        </div>
      )}
      {mode === 'dates' ? (
        <fieldset
          className={styles.datesField}
          aria-describedby={clsx('request-dates-hint', errors.dates && 'request-dates-error')}
        >
          <legend className={styles.weekLabel}>{t(copy.dates)}</legend>
          <span id="request-dates-hint" className={styles.hint}>
            {t(copy.datesHint)}
          </span>
          {!monthPicker && (
            <span id="request-dates-format" className={styles.hint} data-testid="month-format">
              {fill(t(copy.datesMonthFormat), { example: firstSailingMonth(today) })}
            </span>
          )}
          <div className={styles.monthRange}>
            {(['from', 'to'] as const).map((end) => (
              <div key={end} className={styles.field}>
                <label htmlFor={`request-dates-${end}`}>{t(end === 'from' ? copy.datesFrom : copy.datesTo)}</label>
                <input
                  id={`request-dates-${end}`}
                  type="month"
                  min={firstSailingMonth(today)}
                  placeholder={monthPicker ? undefined : firstSailingMonth(today)}
                  pattern={monthPicker ? undefined : '[0-9]{4}-[0-9]{2}'}
                  aria-describedby={monthPicker ? undefined : 'request-dates-format'}
                  value={dates[end]}
                  aria-invalid={errors.dates ? true : undefined}
                  onChange={(e) => {
                    const value = e.target.value;
                    setDates((current) => ({ ...current, [end]: value }));
                    renewIdIfFailed();
                    if (errors.dates) setErrors(({ dates: _fixed, ...rest }) => rest);
                  }}
                />
              </div>
            ))}
          </div>
          <div className={styles.field}>
            <label htmlFor="request-dates-words">{t(copy.datesWords)}</label>
            <input
              id="request-dates-words"
              type="text"
              maxLength={requestFields.dates.input.wordsMaxLength}
              value={dates.words}
              onChange={(e) => {
                const value = e.target.value;
                setDates((current) => ({ ...current, words: value }));
                renewIdIfFailed();
                if (errors.dates) setErrors(({ dates: _fixed, ...rest }) => rest);
              }}
            />
          </div>
          {errors.dates && (
            <span id="request-dates-error" className={styles.error}>
              {errors.dates}
            </span>
          )}
        </fieldset>
      ) : (
        <div
          className={styles.weekField}
          id="request-week"
          tabIndex={-1}
          aria-describedby={weekError ? 'request-week-error' : undefined}
        >
          <span className={styles.weekLabel}>{t(copy.week)}</span>
          {week ? (
            <dl className={styles.weekDates}>
              <div>
                <dt>{t(copy.from)}</dt>
                <dd data-testid="week-from">{formatDate(week.from, locale)}</dd>
              </div>
              <div>
                <dt>{t(copy.to)}</dt>
                <dd data-testid="week-to">{formatDate(week.to, locale)}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.noWeek}>{t(copy.noWeek)}</p>
          )}
          {weekError && (
            <span id="request-week-error" className={styles.error}>
              {weekError}
            </span>
          )}
        </div>
      )}
      {inputFields.map(input)}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="request-website">{t(copy.honeypot)}</label>
        <input
          id="request-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => setValues((v) => ({ ...v, website: e.target.value }))}
        />
      </div>
      <button
        type="submit"
        className={clsx('button button--primary button--lg', styles.submit)}
        disabled={status === 'sending'}
        aria-busy={status === 'sending'}
      >
        {status === 'sending' && <span className={styles.spinner} aria-hidden="true" />}
        {status === 'sending'
          ? t(copy.sending)
          : status === 'error' && failure !== 'invalid'
            ? t(copy.retry)
            : t(copy.submit)}
      </button>
      <p className={styles.notice} data-testid="privacy-notice">
        {t(copy.notice)} <Link to="/privacy/">{t(privacyLinkLabel)}</Link>
      </p>
    </form>
  );
}
