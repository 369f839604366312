import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { site } from '../../content/site.ts';
import { WELCOME_DELAY_MS, WELCOME_SEEN_KEY } from './welcome-flag.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { InternalLink } from '../../components/internal-link.tsx';
import { ENROLLMENT_PATH } from '../../domain/navigation.ts';

function alreadySeen(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_KEY) === 'true';
  } catch {
    return false; // storage blocked: show it, it is harmless
  }
}

function rememberSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_SEEN_KEY, 'true');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/** The welcome window of the home page, shown once per browser. */
export function WelcomeModal() {
  const { t } = useTranslation(['home', 'common']);
  const [open, setOpen] = useState(false);
  const id = useId();

  useEffect(() => {
    if (alreadySeen()) return;
    // Not over another window the visitor opened meanwhile (the site search): then it waits for
    // the next visit.
    const timer = window.setTimeout(() => {
      if (document.querySelector('dialog[open]') === null) setOpen(true);
    }, WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    rememberSeen();
    setOpen(false);
  };

  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`}>
      <ModalCloseButton label={t('welcome.close')} onClick={close} />
      <p className="section__eyebrow">{t('welcome.eyebrow')}</p>
      <h2 id={`${id}-title`}>{t('welcome.title')}</h2>
      <p>{t('welcome.body')}</p>
      <div className="button-row">
        <InternalLink to={ENROLLMENT_PATH} className="button button--primary" onClick={close}>
          {t('welcome.learnMore')}
        </InternalLink>
        <ExternalLink
          href={site.enrollmentUrl}
          className="button button--secondary"
          onClick={close}
        >
          {t('welcome.register')}
        </ExternalLink>
      </div>
    </Modal>
  );
}
