import { useRef } from 'react';
import { useNearScreen } from '../../hooks/near-screen.ts';
import { EMBED_ROOT_MARGIN } from './video-urls.ts';
import styles from './pbis.module.css';

/**
 * A 16:9 video player from another site that is only added to the page when the visitor scrolls
 * near it (so nothing is requested from the video host before). Until then a placeholder of the
 * same size holds its place, so nothing moves when the player arrives.
 */
export function LazyEmbed({
  src,
  title,
  allow,
  placeholder,
}: {
  src: string;
  /** Names the player for screen readers (required for every iframe). */
  title: string;
  /** The iframe's permissions policy, e.g. "encrypted-media; picture-in-picture; fullscreen". */
  allow: string;
  /** Text shown in the placeholder. */
  placeholder: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, EMBED_ROOT_MARGIN);

  return (
    <div ref={ref} className={styles['lazy-embed']}>
      {near ? (
        <iframe
          className={styles['lazy-embed__frame']}
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className={styles['lazy-embed__placeholder']}>
          <svg
            className={styles['lazy-embed__icon']}
            viewBox="0 0 48 48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="24" cy="24" r="22" />
            <path d="M19 15.5v17l14-8.5z" />
          </svg>
          <span>{placeholder}</span>
        </div>
      )}
    </div>
  );
}
