import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { openInNewTab } from '../../components/new-tab.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { SecretForm, type SecretCheck } from '../../components/secret-form.tsx';
import { verifyAccessCode } from '../../domain/verify-access-code.ts';
import styles from './teacher-login.module.css';

/** What follows a right code: the portal opened, or the browser blocked its tab. */
type Granted = { kind: 'opened' } | { kind: 'blocked'; url: string } | null;

/** The faculty portal sign-in: one access-code form, checked by the server. */
export default function TeacherLoginPage() {
  const { t } = useTranslation('teacher-login');
  const lng = useLanguage();
  const id = useId();
  const [granted, setGranted] = useState<Granted>(null);

  const check = async (code: string): Promise<SecretCheck> => {
    setGranted(null);
    const outcome = await verifyAccessCode(code, lng);
    const title = t('errors.heading');
    switch (outcome.kind) {
      case 'success':
        setGranted(
          openInNewTab(outcome.redirectUrl)
            ? { kind: 'opened' }
            : { kind: 'blocked', url: outcome.redirectUrl },
        );
        return { kind: 'accepted' };
      case 'rejected':
        return { kind: 'wrong', title, message: outcome.message ?? t('errors.invalid') };
      case 'rateLimited':
        return { kind: 'problem', title, message: t('errors.rateLimited') };
      case 'unreachable':
        return { kind: 'problem', message: t('errors.network') };
    }
  };

  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className={`container section ${styles.login}`}>
        <section className={`card ${styles.login__card}`} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t('form.title')}</h2>
          <p>{t('form.intro')}</p>
          <SecretForm
            className={styles.login__form}
            label={t('form.label')}
            hint={t('form.hint')}
            placeholder={t('form.placeholder')}
            emptyMessage={t('errors.empty')}
            submitLabel={t('form.submit')}
            checkingLabel={t('form.submitting')}
            check={check}
          />
          <noscript>
            <p className={styles.login__hint}>{t('form.noScript')}</p>
          </noscript>
          <div role="status" className={styles.login__status}>
            {granted?.kind === 'opened' && <p>{t('success.opened')}</p>}
            {granted?.kind === 'blocked' && (
              <p>
                {t('success.blocked')}{' '}
                <ExternalLink href={granted.url}>{t('success.link')}</ExternalLink>
              </p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
