import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/hydrated.ts';
import './secret-form.css';

/** What a gate says about the secret it was given. */
export type SecretCheck =
  /** Accepted: the gate shows what follows itself; the field is emptied. */
  | { kind: 'accepted' }
  /** The secret is wrong: an error on the field; `clear` empties it. */
  | { kind: 'wrong'; message: string; title?: string; clear?: boolean }
  /** Something other than the secret went wrong (network, too many attempts…). */
  | { kind: 'problem'; message: string; title?: string };

interface SecretFormProps {
  /** The field's label. */
  label: string;
  /** A hint under the label, read with the field. */
  hint?: string;
  /** Shown in the empty field, in addition to (never instead of) the label and the hint. */
  placeholder?: string;
  /** The error an empty submission shows (nothing is checked). */
  emptyMessage: string;
  submitLabel: string;
  /** What the button says, and a screen reader is told, while the check runs. */
  checkingLabel: string;
  /** Checks a non-empty secret; must not throw. */
  check: (secret: string) => Promise<SecretCheck>;
  /** The field takes the focus when a dialog opens (see Modal). */
  focusOnOpen?: boolean;
  /** Buttons before the submit button (a dialog's Cancel). */
  actions?: ReactNode;
  className?: string;
}

interface Problem {
  message: string;
  title: string | null;
  /** The problem is the field's: linked from the summary, shown beside the field. */
  onField: boolean;
}

/**
 * The query parameter a submission before the scripts run sends: without the scripts the form is a
 * plain GET form whose only named field is this hidden one (the secret's field has no name, so the
 * secret never reaches an address). The page loads again, and once its scripts run the form says
 * that nothing was sent.
 */
const NOT_READY_PARAM = 'not-ready';

/**
 * One secret (password, access code) and a button, in the GOV.UK manner: no browser validation
 * bubbles (`noValidate`; an empty submission gets the site's own message in the page's language),
 * an error summary at the top that takes the focus after a failed submission and links to the
 * field, the error beside the field (`aria-describedby`, `aria-invalid`). A placeholder, when the
 * gate has one, only adds to the visible label and hint. While a check runs the button says so,
 * is marked `aria-disabled` and ignores presses (clicks, Enter); it is never `disabled`, which
 * would drop the focus of the visitor who pressed it; a polite live region announces the check.
 */
export function SecretForm({
  label,
  hint,
  placeholder,
  emptyMessage,
  submitLabel,
  checkingLabel,
  check,
  focusOnOpen = false,
  actions,
  className,
}: SecretFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [secret, setSecret] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const busy = useRef(false);
  const focusSummary = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const inputId = `${id}-secret`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const fail = (next: Problem) => {
    focusSummary.current = true;
    setProblem(next);
  };

  useEffect(() => {
    if (!focusSummary.current) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  });

  // A submission made before the scripts ran loaded the page again with NOT_READY_PARAM: say so
  // once the scripts run (the address is only known in the browser), until the visitor types or
  // submits, which also takes the parameter out of the address.
  const hydrated = useHydrated();
  const [notReadySeen, setNotReadySeen] = useState(false);
  const notReady =
    hydrated && !notReadySeen && new URLSearchParams(window.location.search).has(NOT_READY_PARAM);
  useEffect(() => {
    if (notReady) summaryRef.current?.focus();
  }, [notReady]);
  const dismissNotReady = () => {
    if (!notReady) return;
    setNotReadySeen(true);
    const url = new URL(window.location.href);
    url.searchParams.delete(NOT_READY_PARAM);
    window.history.replaceState(window.history.state, '', url);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    dismissNotReady();
    if (secret.trim() === '') {
      fail({ message: emptyMessage, title: null, onField: true });
      return;
    }
    busy.current = true;
    setChecking(true);
    setProblem(null);
    const result = await check(secret);
    busy.current = false;
    setChecking(false);
    if (result.kind === 'accepted') {
      setSecret('');
      return;
    }
    if (result.kind === 'wrong' && result.clear === true) setSecret('');
    fail({
      message: result.message,
      title: result.title ?? null,
      onField: result.kind === 'wrong',
    });
  };

  // The summary's link moves to the field without changing the address.
  const toField = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    inputRef.current?.focus();
    inputRef.current?.labels?.[0]?.scrollIntoView({ block: 'nearest' });
  };

  const shown: Problem | null =
    problem ??
    (notReady ? { message: t('secretForm.notReady'), title: null, onField: false } : null);
  const invalid = shown?.onField === true;
  const describedBy = [hint === undefined ? null : hintId, invalid ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');

  return (
    <form
      className={['secret-form', className].filter(Boolean).join(' ')}
      method="get"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {shown !== null && (
        <div
          ref={summaryRef}
          className="error-summary"
          tabIndex={-1}
          aria-labelledby={`${id}-summary-title`}
        >
          <div role="alert">
            <h3 id={`${id}-summary-title`} className="error-summary__title">
              {shown.title ?? t('secretForm.problem')}
            </h3>
            <ul className="error-summary__list">
              <li>
                {shown.onField ? (
                  <a href={`#${inputId}`} onClick={toField}>
                    {shown.message}
                  </a>
                ) : (
                  shown.message
                )}
              </li>
            </ul>
          </div>
        </div>
      )}
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="secret-form__hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="secret-form__error">
          <span className="visually-hidden">{t('secretForm.errorPrefix')} </span>
          {shown.message}
        </p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        className="field__input"
        type="password"
        autoComplete="current-password"
        placeholder={placeholder}
        data-autofocus={focusOnOpen ? '' : undefined}
        value={secret}
        aria-invalid={invalid}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => {
          setSecret(event.target.value);
          if (problem !== null) setProblem(null);
          dismissNotReady();
        }}
      />
      <input type="hidden" name={NOT_READY_PARAM} value="1" />
      <div className="button-row secret-form__actions">
        {actions}
        <button
          type="submit"
          className="button button--primary"
          // Pressed again while checking (a click, Enter on it or in the field), it submits
          // nothing: onSubmit ignores a submission while one is checked.
          aria-disabled={checking ? 'true' : undefined}
        >
          {checking ? checkingLabel : submitLabel}
        </button>
      </div>
      {/* Rendered empty from the start, so that screen readers announce what it later says. */}
      <p className="visually-hidden" aria-live="polite">
        {checking ? checkingLabel : ''}
      </p>
    </form>
  );
}
