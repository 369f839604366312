import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { openInNewTab } from '../../components/new-tab.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { verifyAccessCode } from '../../domain/verify-access-code.ts';
import styles from './teacher-login.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'opened' }
  | { kind: 'blocked'; url: string }
  | { kind: 'rejected'; message: string | null }
  | { kind: 'rateLimited' }
  | { kind: 'unreachable' };

const ERROR_KINDS: ReadonlySet<Status['kind']> = new Set([
  'rejected',
  'rateLimited',
  'unreachable',
]);

/** The faculty portal sign-in: one access-code form, checked by the server. */
export default function TeacherLoginPage() {
  const { t } = useTranslation('teacher-login');
  const lng = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);

  const submitting = status.kind === 'submitting';
  const hasError = ERROR_KINDS.has(status.kind);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setStatus({ kind: 'submitting' });
    const outcome = await verifyAccessCode(code, lng);
    if (outcome.kind !== 'success') {
      setStatus(outcome);
      inputRef.current?.focus();
      return;
    }
    setCode('');
    setStatus(
      openInNewTab(outcome.redirectUrl)
        ? { kind: 'opened' }
        : { kind: 'blocked', url: outcome.redirectUrl },
    );
  };

  const errorText = (): string => {
    if (status.kind === 'rejected') return status.message ?? t('errors.invalid');
    if (status.kind === 'rateLimited') return t('errors.rateLimited');
    return t('errors.network');
  };

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className={`container section ${styles.login}`}>
        <section className={`card ${styles.login__card}`} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t('form.title')}</h2>
          <p>{t('form.intro')}</p>
          <form className={styles.login__form} onSubmit={(event) => void onSubmit(event)}>
            <label htmlFor={`${id}-code`} className="field__label">
              {t('form.label')}
            </label>
            <input
              ref={inputRef}
              id={`${id}-code`}
              className="field__input"
              type="password"
              name="accessCode"
              required
              autoComplete="current-password"
              placeholder={t('form.placeholder')}
              value={code}
              aria-invalid={status.kind === 'rejected'}
              aria-describedby={hasError ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => {
                setCode(event.target.value);
                if (hasError) setStatus({ kind: 'idle' });
              }}
            />
            <p id={hintId} className={styles.login__hint}>
              {t('form.hint')}
            </p>
            <div id={errorId} role="alert" className={styles.login__alert}>
              {hasError && (
                <div className="field__error">
                  {status.kind !== 'unreachable' && (
                    <h3 className={styles['login__error-title']}>{t('errors.heading')}</h3>
                  )}
                  <p>{errorText()}</p>
                </div>
              )}
            </div>
            <button
              type="submit"
              className={`button button--primary ${styles.login__submit}`}
              disabled={!hydrated || submitting}
            >
              {submitting ? t('form.submitting') : t('form.submit')}
            </button>
            <noscript>
              <p className={styles.login__hint}>{t('form.noScript')}</p>
            </noscript>
          </form>
          <div role="status" className={styles.login__status}>
            {status.kind === 'opened' && <p>{t('success.opened')}</p>}
            {status.kind === 'blocked' && (
              <p>
                {t('success.blocked')}{' '}
                <ExternalLink href={status.url}>{t('success.link')}</ExternalLink>
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
