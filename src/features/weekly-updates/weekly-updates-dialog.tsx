import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { openInNewTab } from '../../components/new-tab.ts';
import { SecretForm, type SecretCheck } from '../../components/secret-form.tsx';
import {
  openWeeklyUpdates,
  WEEKLY_UPDATES_CONFIG_PATH,
  type WeeklyUpdatesConfig,
} from '../../domain/weekly-password.ts';
import './weekly-updates-dialog.css';

/**
 * The Weekly Updates password dialog. The address is published only sealed with the password; the
 * browser opens it with the typed password (a wrong one cannot), and opens it only if it is an
 * https address. Closing it clears the field and any error (the form is only rendered while the
 * dialog is open).
 */
export function WeeklyUpdatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const id = useId();

  const close = () => {
    setBlockedUrl(null);
    onClose();
  };

  const check = async (password: string): Promise<SecretCheck> => {
    setBlockedUrl(null);
    let config: WeeklyUpdatesConfig;
    try {
      const response = await fetch(WEEKLY_UPDATES_CONFIG_PATH, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      config = (await response.json()) as WeeklyUpdatesConfig;
    } catch {
      return { kind: 'problem', message: t('weeklyUpdates.unavailable') };
    }
    const opening = await openWeeklyUpdates(config.sealed, password);
    if (opening.kind === 'wrong')
      return { kind: 'wrong', message: t('weeklyUpdates.wrongPassword'), clear: true };
    if (opening.kind === 'unsafe')
      return { kind: 'problem', message: t('weeklyUpdates.unsafeAddress') };
    if (openInNewTab(opening.url)) close();
    else setBlockedUrl(opening.url);
    return { kind: 'accepted' };
  };

  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`} className="weekly-updates">
      <ModalCloseButton label={t('weeklyUpdates.close')} onClick={close} />
      <h2 id={`${id}-title`}>{t('weeklyUpdates.title')}</h2>
      <p>{t('weeklyUpdates.intro')}</p>
      <SecretForm
        label={t('weeklyUpdates.passwordLabel')}
        emptyMessage={t('weeklyUpdates.empty')}
        submitLabel={t('weeklyUpdates.submit')}
        checkingLabel={t('weeklyUpdates.checking')}
        check={check}
        focusOnOpen
        actions={
          <button type="button" className="button button--secondary" onClick={close}>
            {t('weeklyUpdates.cancel')}
          </button>
        }
      />
      {blockedUrl !== null && (
        <p className="weekly-updates__blocked">
          {t('weeklyUpdates.popupBlocked')}{' '}
          <ExternalLink href={blockedUrl} onClick={close}>
            {t('weeklyUpdates.openLink')}
          </ExternalLink>
        </p>
      )}
    </Modal>
  );
}
