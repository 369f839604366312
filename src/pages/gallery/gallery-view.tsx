import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/language.ts';
import { BrokenImageIcon } from '../../components/image-fallback.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { FullImage, ResponsiveImage } from '../../components/responsive-image.tsx';
import type { GalleryPhoto } from '../../content/media-manifest.ts';
import { GALLERY_CATEGORIES } from '../../domain/file-names.ts';
import styles from './gallery.module.css';

/** The filter buttons: "all" plus the categories the photos have, in the gallery's order. */
export function galleryFilters(photos: readonly GalleryPhoto[]): string[] {
  const present = new Set(photos.map((photo) => photo.category));
  const known = GALLERY_CATEGORIES.filter((category) => present.has(category));
  const unknown = [...present]
    .filter((category) => !(GALLERY_CATEGORIES as readonly string[]).includes(category))
    .sort();
  return ['all', ...known, ...unknown];
}

/** The photos of a filter ("all" keeps every photo). */
export function photosIn(photos: readonly GalleryPhoto[], filter: string): GalleryPhoto[] {
  return filter === 'all' ? [...photos] : photos.filter((photo) => photo.category === filter);
}

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
export const SWIPE_MIN_PX = 50;

/** The photo a swipe leads to: +1 (next) for a swipe to the left, -1 for one to the right. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

const GRID_SIZES =
  '(min-width: 75rem) 18rem, (min-width: 56rem) 33vw, (min-width: 36rem) 50vw, 100vw';

function BrokenImage({ label }: { label: string }) {
  return (
    <span className={styles.gallery__broken} role="img" aria-label={label}>
      <BrokenImageIcon />
    </span>
  );
}

/** The gallery below its hero: filters, count line, grid, overlay and empty states. */
export function GalleryView({
  photos,
  filter,
  onFilter,
}: {
  photos: readonly GalleryPhoto[];
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const { t } = useTranslation('gallery');
  const lng = useLanguage();
  const id = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [overlayFailed, setOverlayFailed] = useState(false);
  // The arrow-keys hint is for keyboard users: shown when the photo was opened from the keyboard
  // or an arrow key was used, never to someone tapping or clicking.
  const [keyboardUser, setKeyboardUser] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const label = (category: string) => t(`categories.${category}`, { defaultValue: category });

  if (photos.length === 0) {
    return (
      <section
        className={`container section ${styles['gallery-empty']}`}
        aria-labelledby={`${id}-empty`}
      >
        <h2 id={`${id}-empty`}>{t('empty.title')}</h2>
        <p>{t('empty.body')}</p>
        <h3>{t('empty.comingSoon')}</h3>
        <ul>
          {(['events', 'classroom', 'achievements', 'art'] as const).map((item) => (
            <li key={item}>{t(`empty.items.${item}`)}</li>
          ))}
        </ul>
      </section>
    );
  }

  const shown = photosIn(photos, filter);
  const open = openIndex === null ? null : (shown[openIndex] ?? null);
  const show = (index: number | null) => {
    setOverlayFailed(false);
    setOpenIndex(index);
  };
  const move = (delta: number) => {
    if (openIndex === null || shown.length < 2) return;
    show((openIndex + delta + shown.length) % shown.length);
  };
  const onOverlayKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    setKeyboardUser(true);
    move(event.key === 'ArrowRight' ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const delta = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (delta !== 0) move(delta);
  };

  return (
    <div className="container section">
      <div className={styles.gallery__filters} role="group" aria-label={t('filtersLabel')}>
        {galleryFilters(photos).map((category) => (
          <button
            key={category}
            type="button"
            className={styles.gallery__filter}
            aria-pressed={filter === category}
            onClick={() => onFilter(category)}
          >
            {label(category)}
          </button>
        ))}
      </div>
      <p className={styles.gallery__count} role="status">
        {filter === 'all'
          ? t('count', { count: shown.length })
          : t('countIn', { count: shown.length, category: label(filter) })}
      </p>
      {shown.length === 0 ? (
        <p className={styles.gallery__none}>{t('noMatch')}</p>
      ) : (
        <ul className={styles.gallery__grid}>
          {shown.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.gallery__item}
                onClick={(event) => {
                  // A click from the keyboard (Enter or Space) has no pointer behind it.
                  setKeyboardUser(event.detail === 0);
                  show(index);
                }}
              >
                <ResponsiveImage
                  image={photo}
                  alt={photo.alt[lng]}
                  sizes={GRID_SIZES}
                  fallback={<BrokenImage label={photo.alt[lng]} />}
                />
                <span className={styles.gallery__caption}>{photo.title[lng]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={open !== null}
        onClose={() => show(null)}
        labelledBy={`${id}-title`}
        className={styles['gallery-overlay']}
      >
        {open !== null && (
          // The arrow keys move between photos while the overlay is open.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div onKeyDown={onOverlayKey}>
            <ModalCloseButton label={t('overlay.close')} onClick={() => show(null)} />
            <h2 id={`${id}-title`} className={styles['gallery-overlay__title']}>
              {open.title[lng]}
            </h2>
            {/* A swipe sideways on the photo shows the next or previous one. */}
            <div
              className={styles['gallery-overlay__stage']}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {overlayFailed ? (
                <p className={styles['gallery-overlay__missing']}>{t('overlay.notAvailable')}</p>
              ) : (
                <FullImage
                  className={styles['gallery-overlay__image']}
                  image={open}
                  sizes="(min-width: 70rem) 64rem, 100vw"
                  alt={open.alt[lng]}
                  draggable={false}
                  onError={() => setOverlayFailed(true)}
                />
              )}
            </div>
            <div className={styles['gallery-overlay__nav']}>
              {shown.length > 1 && (
                <button
                  type="button"
                  className="round-button"
                  aria-label={t('overlay.previous')}
                  onClick={() => move(-1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
              )}
              <p className={styles['gallery-overlay__position']}>
                {t('overlay.position', { current: (openIndex ?? 0) + 1, total: shown.length })}
                {shown.length > 1 && keyboardUser && <span> · {t('overlay.hint')}</span>}
              </p>
              {shown.length > 1 && (
                <button
                  type="button"
                  className="round-button"
                  aria-label={t('overlay.next')}
                  onClick={() => move(1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              )}
            </div>
            <div className={`button-row ${styles['gallery-overlay__actions']}`}>
              <button type="button" className="button button--primary" onClick={() => show(null)}>
                {t('overlay.closeButton')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
