import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './image-fallback.css';

/**
 * Whether an image failed to load. Give `ref` and `onError` to the <img>; a prerendered image
 * that failed before React was there to hear its error event counts too.
 */
export function useImageFailure(onFail?: () => void) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const onError = () => {
    setFailed(true);
    onFail?.();
  };
  useEffect(() => {
    const element = ref.current;
    if (element !== null && element.complete && element.naturalWidth === 0) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state at hydration matters
  }, []);
  return { failed, ref, onError };
}

/** The "broken picture" icon of an image that could not be loaded. */
export function BrokenImageIcon({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M4 5h16v14H4Zm2 2v8l4-4 3 3 2-2 3 3V7Zm9 2a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * What stands in for an image that could not be loaded: the icon and "Image not available", in a
 * box of the image's shape when `width` and `height` are given.
 */
export function ImageUnavailable({
  width,
  height,
  className,
}: {
  width?: number;
  height?: number;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <span
      className={['image-unavailable', className].filter(Boolean).join(' ')}
      style={
        width !== undefined && height !== undefined
          ? { aspectRatio: `${width} / ${height}` }
          : undefined
      }
    >
      <BrokenImageIcon />
      <span>{t('imageUnavailable')}</span>
    </span>
  );
}
