import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { openInNewTab } from '../../components/new-tab.ts';
import {
  WEEKLY_UPDATES_CONFIG_PATH,
  type WeeklyUpdatesConfig,
} from '../../domain/weekly-password.ts';
import { openSealedLink } from '../../domain/sealed-link.ts';
import './weekly-updates-dialog.css';
import { ExternalLink } from '../../components/external-link.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'wrong' }
  | { kind: 'unavailable' }
  | { kind: 'blocked'; url: string };

/**
 * The Weekly Updates password dialog. The address is published only sealed with the password; the
 * browser opens it with the typed password (a wrong one cannot).
 */
export function WeeklyUpdatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const close = () => {
    setPassword('');
    setStatus({ kind: 'idle' });
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'checking' });
    let config: WeeklyUpdatesConfig;
    try {
      const response = await fetch(WEEKLY_UPDATES_CONFIG_PATH, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      config = (await response.json()) as WeeklyUpdatesConfig;
    } catch {
      setStatus({ kind: 'unavailable' });
      return;
    }
    const url = await openSealedLink(config.sealed, password);
    if (url === null) {
      setPassword('');
      setStatus({ kind: 'wrong' });
      inputRef.current?.focus();
      return;
    }
    if (openInNewTab(url)) close();
    else setStatus({ kind: 'blocked', url });
  };

  const errorId = `${id}-error`;
  const invalid = status.kind === 'wrong';

  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`} className="weekly-updates">
      <ModalCloseButton label={t('weeklyUpdates.close')} onClick={close} />
      <h2 id={`${id}-title`}>{t('weeklyUpdates.title')}</h2>
      <p>{t('weeklyUpdates.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-password`} className="field__label">
          {t('weeklyUpdates.passwordLabel')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-password`}
          className="field__input"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          aria-invalid={invalid}
          aria-describedby={invalid || status.kind === 'unavailable' ? errorId : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            if (status.kind !== 'idle' && status.kind !== 'checking') setStatus({ kind: 'idle' });
          }}
        />
        <div id={errorId} role="alert" className="field__error-slot">
          {status.kind === 'wrong' && (
            <p className="field__error">{t('weeklyUpdates.wrongPassword')}</p>
          )}
          {status.kind === 'unavailable' && (
            <p className="field__error">{t('weeklyUpdates.unavailable')}</p>
          )}
        </div>
        {status.kind === 'blocked' && (
          <p className="weekly-updates__blocked">
            {t('weeklyUpdates.popupBlocked')}{' '}
            <ExternalLink href={status.url} onClick={close}>
              {t('weeklyUpdates.openLink')}
            </ExternalLink>
          </p>
        )}
        <div className="button-row weekly-updates__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {t('weeklyUpdates.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={status.kind === 'checking'}
          >
            {status.kind === 'checking' ? t('weeklyUpdates.checking') : t('weeklyUpdates.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
