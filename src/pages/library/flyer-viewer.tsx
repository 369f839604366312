import { Picture } from '../../components/picture.tsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { classNames } from '../../components/class-names.ts';
import { ImageUnavailable, useImageFailure } from '../../components/image-fallback.tsx';
import { ModalCloseButton } from '../../components/modal.tsx';
import { useElementSize } from '../../components/use-element-size.ts';
import { useZoom } from '../../components/use-zoom.ts';
import { ZoomControls } from '../../components/zoom-controls.tsx';
import { imageSize, largestCopy } from '../../content/image-sizes.ts';
import type { Flyer } from '../../content/library-schema.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import styles from './library.module.css';

/** The zoom range of a flyer: from the whole flyer on screen to four times that. */
const ZOOM_RANGE = { min: 1, max: 4 };

/**
 * An enlarged flyer, the content of the full-screen flyer dialog: the whole flyer fitted to the
 * screen, zoom by the buttons or a two-finger pinch, and, zoomed in, panned by touch, mouse drag,
 * wheel or (focused) arrow keys. A click on the dark area around the flyer closes it, as a click
 * on a dialog's backdrop does. If the flyer cannot be loaded, "Image not available" and the
 * flyer's description take its place.
 */
export function FlyerViewer({
  flyer,
  title,
  titleId,
  onClose,
}: {
  flyer: Flyer;
  title: string;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['library', 'common']);
  const lng = useLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLDivElement>(null);
  const { failed, ref, onError } = useImageFailure();
  const zoom = useZoom(view, picture, ZOOM_RANGE, { dragToPan: true });
  const box = useElementSize(frame);
  const size = imageSize(flyer.src);
  // The whole flyer on screen: as wide as the view, or as tall, whichever is reached first.
  const fitted =
    box === null ? null : Math.max(0, Math.min(box.width, (box.height * size.width) / size.height));
  const width = fitted === null ? undefined : Math.round(fitted * zoom.zoom);
  const height = width === undefined ? undefined : Math.round((width * size.height) / size.width);

  return (
    <>
      <div className={styles['flyer-dialog__bar']}>
        <h2 id={titleId} className={styles['flyer-dialog__title']}>
          {title}
        </h2>
        <ZoomControls zoom={zoom} fitLabel={t('common:zoom.fitScreen')} disabled={failed} />
        <ModalCloseButton label={t('resources.close')} onClick={onClose} />
      </div>
      <div ref={frame} className={styles['flyer-dialog__frame']}>
        {/* A click on the view itself (not on the flyer) is a click on the backdrop. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape and the Close buttons do the same from the keyboard */}
        <div
          ref={view}
          className={classNames(
            'zoom-view',
            styles['flyer-dialog__view'],
            zoom.zoomed && 'zoom-view--zoomed',
          )}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
          {...(zoom.zoomed
            ? { tabIndex: 0, role: 'region', 'aria-label': t('common:zoom.zoomedView') }
            : {})}
        >
          {failed ? (
            <div className={styles['flyer-dialog__missing']}>
              <ImageUnavailable />
              <p>{flyer.alt[lng]}</p>
            </div>
          ) : (
            // Until the frame is measured the flyer's size is unknown: it stays hidden rather than
            // drawn at its own width over the dark ground, where a click must close the dialog.
            <div
              ref={picture}
              style={{ width, height, visibility: width === undefined ? 'hidden' : undefined }}
            >
              <Picture
                ref={ref}
                className={styles['flyer-dialog__image']}
                src={flyer.src}
                alt={flyer.alt[lng]}
                sizes={width === undefined ? '100vw' : `${width}px`}
                draggable={false}
                onError={onError}
              />
            </div>
          )}
        </div>
      </div>
      <div className={`button-row ${styles['flyer-dialog__actions']}`}>
        <ExternalLink href={largestCopy(flyer.src)}>{t('resources.openFull')}</ExternalLink>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('resources.close')}
        </button>
      </div>
    </>
  );
}
