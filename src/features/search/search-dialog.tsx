import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { SearchPanel } from './search-panel.tsx';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The site search in a modal dialog, opened by the header's search button. It is loaded on the
 * first click (search-button.tsx), and placed at the end of <body>, outside the header's styles.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation('search');
  const id = useId();
  return createPortal(
    <Modal open={open} onClose={onClose} labelledBy={`${id}-title`} className="search-dialog">
      <ModalCloseButton label={t('dialog.close')} onClick={onClose} />
      <h2 id={`${id}-title`} className="search-dialog__title">
        {t('dialog.title')}
      </h2>
      <SearchPanel onNavigate={onClose} onEscape={onClose} showPopular />
    </Modal>,
    document.body,
  );
}
