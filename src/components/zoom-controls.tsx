import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusHandOff } from './focus-hand-off.ts';
import type { Zoom } from './use-zoom.ts';
import { zoomPercent } from './zoom.ts';
import './zoom.css';

/**
 * The zoom buttons of a view: zoom out, the zoom as a percentage of the fitted size (announced when
 * it changes), zoom in, and back to the fitted size (`fitLabel`: "Fit to width" for a page, "Fit to
 * screen" for a picture). A button that reaches the end of the range hands the focus to the other.
 */
export function ZoomControls({
  zoom,
  fitLabel,
  disabled = false,
}: {
  zoom: Zoom;
  fitLabel: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const zoomOut = useRef<HTMLButtonElement>(null);
  const zoomIn = useRef<HTMLButtonElement>(null);
  const handOff = useFocusHandOff();
  return (
    <div className="zoom-controls" role="group" aria-label={t('zoom.label')}>
      <button
        ref={zoomOut}
        type="button"
        className="round-button zoom-controls__step"
        aria-label={t('zoom.out')}
        disabled={disabled || !zoom.canZoomOut}
        onClick={() => {
          handOff(zoomOut.current, () => zoomIn.current);
          zoom.zoomOut();
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="zoom-controls__level">
        {t('zoom.level', { percent: zoomPercent(zoom.zoom) })}
      </output>
      <button
        ref={zoomIn}
        type="button"
        className="round-button zoom-controls__step"
        aria-label={t('zoom.in')}
        disabled={disabled || !zoom.canZoomIn}
        onClick={() => {
          handOff(zoomIn.current, () => zoomOut.current);
          zoom.zoomIn();
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="button button--secondary zoom-controls__fit"
        disabled={disabled}
        onClick={zoom.fit}
      >
        {fitLabel}
      </button>
    </div>
  );
}
