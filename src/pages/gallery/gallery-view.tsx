import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useLanguage } from '../../hooks/language.ts';
import { BrokenImageIcon } from '../../components/image-fallback.tsx';
import { Modal, ModalCloseButton } from '../../components/modal.tsx';
import { FullImage, largestFullCopy, ResponsiveImage } from '../../components/responsive-image.tsx';
import { takeOverClick } from '../../components/take-over-click.ts';
import { directionOf, inlineArrowStep, type Direction } from '../../i18n/direction.ts';
import {
  ALL_PHOTOS,
  countOfFilter,
  pageOfPhoto,
  type GalleryIndex,
} from '../../domain/gallery-pages.ts';
import { useGalleryList } from './gallery-list.ts';
import styles from './gallery.module.css';

/** How far (px) a finger must travel sideways for a swipe to change the photo. */
export const SWIPE_MIN_PX = 50;

/**
 * The photo a swipe leads to: +1 (next) for a swipe against the way the text runs (to the left in
 * English, to the right in a right-to-left language: the next photo comes in from the end side),
 * -1 for one the other way, 0 for a short or mostly vertical movement.
 */
export function swipeStep(dx: number, dy: number, dir: Direction): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dir === 'ltr' ? dx < 0 : dx > 0;
  return towardsStart ? 1 : -1;
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

/** The pages the full view needs: the open photo's, and its neighbours' (ready for next and previous). */
function pagesAround(at: number | null, total: number): number[] {
  if (at === null || total === 0) return [];
  const photos = [at, (at + 1) % total, (at - 1 + total) % total];
  return [...new Set(photos.map(pageOfPhoto))];
}

/**
 * The gallery below its hero: filters, count line, grid with "Show more", overlay and empty
 * states. The page carries the first photos of "all" and every filter's count (`index`); the other
 * photos are fetched when shown (gallery-list.ts).
 */
export function GalleryView({
  index,
  filter,
  onFilter,
}: {
  index: GalleryIndex;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const { t } = useTranslation('gallery');
  const lng = useLanguage();
  const id = useId();
  const hydrated = useHydrated();
  // The open photo: its number (from 0) among the filter's photos, shown in the grid or not.
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const total = countOfFilter(index, filter);
  const list = useGalleryList(index, filter, pagesAround(openIndex, total));
  const grid = useRef<HTMLUListElement>(null);
  // After "Show more", focus goes to the first photo it adds, once that photo is shown.
  const focusFrom = useRef<{ filter: string; at: number } | null>(null);
  const shownCount = list.grid.photos.length;
  useEffect(() => {
    const target = focusFrom.current;
    if (target === null || (target.filter === filter && shownCount <= target.at)) return;
    focusFrom.current = null;
    if (target.filter === filter)
      grid.current?.querySelectorAll<HTMLElement>(':scope > li > a')[target.at]?.focus();
  }, [filter, shownCount]);
  const [overlayFailed, setOverlayFailed] = useState(false);
  // The arrow-keys hint is for keyboard users: shown when the photo was opened from the keyboard
  // or an arrow key was used, never to someone tapping or clicking.
  const [keyboardUser, setKeyboardUser] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const label = (category: string) => t(`categories.${category}`, { defaultValue: category });

  if (countOfFilter(index, ALL_PHOTOS) === 0) {
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

  const shown = list.grid.photos;
  const open = openIndex === null ? undefined : list.photoAt(openIndex);
  const show = (at: number | null) => {
    setOverlayFailed(false);
    setOpenIndex(at);
  };
  const move = (delta: number) => {
    if (openIndex === null || total < 2) return;
    show((openIndex + delta + total) % total);
  };
  const waiting = list.grid.waiting;
  const gridFailed = list.gridRequest === 'failed';
  // "Show more", or "Try again" after a failure; nothing while the photos are on their way.
  const showMore = () => {
    if (waiting !== null && !gridFailed) return;
    focusFrom.current = { filter, at: shown.length };
    if (waiting === null) list.more();
    else list.retry(waiting);
  };
  const countLine = () => {
    if (total > 0 && shown.length === 0) return gridFailed ? '' : t('loading');
    if (shown.length < total)
      return filter === ALL_PHOTOS
        ? t('countOf', { shown: shown.length, count: total })
        : t('countOfIn', { shown: shown.length, count: total, category: label(filter) });
    return filter === ALL_PHOTOS
      ? t('count', { count: total })
      : t('countIn', { count: total, category: label(filter) });
  };
  const loadError = (
    <p className={styles.gallery__error} role="alert">
      {t('loadError')}
    </p>
  );
  const onOverlayKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = inlineArrowStep(event.key, directionOf(event.currentTarget));
    if (step === 0) return;
    setKeyboardUser(true);
    move(step);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const delta = swipeStep(
      event.clientX - start.x,
      event.clientY - start.y,
      directionOf(event.currentTarget),
    );
    if (delta !== 0) move(delta);
  };

  return (
    <div className="container section">
      <div className={styles.gallery__filters} role="group" aria-label={t('filtersLabel')}>
        {index.filters.map(({ id: category }) => (
          <button
            key={category}
            type="button"
            className={styles.gallery__filter}
            aria-pressed={filter === category}
            disabled={!hydrated}
            onClick={() => onFilter(category)}
          >
            {label(category)}
          </button>
        ))}
      </div>
      <p className={styles.gallery__count} role="status">
        {countLine()}
      </p>
      {total === 0 ? (
        <p className={styles.gallery__none}>{t('noMatch')}</p>
      ) : shown.length === 0 ? (
        gridFailed && (
          <div className={styles.gallery__more}>
            {loadError}
            <button type="button" className="button button--secondary" onClick={showMore}>
              {t('retry')}
            </button>
          </div>
        )
      ) : (
        <ul className={styles.gallery__grid} ref={grid}>
          {shown.map((photo, at) => (
            <li key={photo.id}>
              {/* The whole photo without the scripts; the overlay with them. */}
              <a
                className={styles.gallery__item}
                href={largestFullCopy(photo) ?? photo.src}
                onClick={(event) =>
                  takeOverClick(() => {
                    // A click from the keyboard (Enter) has no pointer behind it.
                    setKeyboardUser(event.detail === 0);
                    show(at);
                  })(event)
                }
              >
                <ResponsiveImage
                  image={photo}
                  alt={photo.alt[lng]}
                  sizes={GRID_SIZES}
                  fallback={<BrokenImage label={photo.alt[lng]} />}
                />
                <span className={styles.gallery__caption}>{photo.title[lng]}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {/* The rest of the photos come with the page's script: no "Show more" before it runs. */}
      {hydrated && shown.length > 0 && shown.length < total && (
        <div className={styles.gallery__more}>
          {gridFailed && loadError}
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={waiting !== null && !gridFailed ? true : undefined}
            onClick={showMore}
          >
            {waiting === null ? t('more.button') : gridFailed ? t('retry') : t('more.loading')}
          </button>
        </div>
      )}
      <Modal
        open={openIndex !== null}
        onClose={() => show(null)}
        labelledBy={`${id}-title`}
        className={styles['gallery-overlay']}
      >
        {openIndex !== null && (
          // The arrow keys move between photos while the overlay is open.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div onKeyDown={onOverlayKey}>
            <ModalCloseButton label={t('overlay.close')} onClick={() => show(null)} />
            <h2 id={`${id}-title`} className={styles['gallery-overlay__title']}>
              {open === undefined ? t('overlay.loading') : open.title[lng]}
            </h2>
            {/* A swipe sideways on the photo shows the next or previous one. */}
            <div
              className={styles['gallery-overlay__stage']}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipeStart.current = null)}
            >
              {open === undefined ? (
                list.requestOfPhoto(openIndex) === 'failed' && (
                  <div className={styles['gallery-overlay__missing']}>
                    {loadError}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => list.retry(pageOfPhoto(openIndex))}
                    >
                      {t('retry')}
                    </button>
                  </div>
                )
              ) : overlayFailed ? (
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
            {/* ‹ and › turn round by themselves in right-to-left text (global.css, .direction-arrow). */}
            <div className={styles['gallery-overlay__nav']}>
              {total > 1 && (
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
                {t('overlay.position', { current: openIndex + 1, total })}
                {total > 1 && keyboardUser && <span> · {t('overlay.hint')}</span>}
              </p>
              {total > 1 && (
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
