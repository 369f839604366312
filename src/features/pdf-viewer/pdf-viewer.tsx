import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../hooks/hydrated.ts';
import { useFocusHandOff } from '../../components/focus-hand-off.ts';
import { useElementSize } from '../../components/use-element-size.ts';
import { useZoom } from '../../components/use-zoom.ts';
import { ZoomControls } from '../../components/zoom-controls.tsx';
import type { PdfDocumentProps, PageSize } from './pdf-document.tsx';
import './pdf-viewer.css';

/** Stands in for the viewer when its code cannot be downloaded: the viewer shows its error. */
function ViewerCodeFailed({ onError }: PdfDocumentProps) {
  useEffect(() => onError(new Error('The PDF viewer could not be downloaded.')), [onError]);
  return null;
}

// react-pdf and pdf.js load in the browser only, after hydration (import.meta.env.SSR removes the
// import from the server build altogether), so every page renders the same placeholder on the
// server and in the browser's first render, and only pages with a viewer ever download them.
const PdfDocument = import.meta.env.SSR
  ? null
  : lazy((): Promise<{ default: ComponentType<PdfDocumentProps> }> =>
      import('./pdf-document.tsx').catch(() => ({ default: ViewerCodeFailed })),
    );

type Status = 'loading' | 'loaded' | 'error';

/** US Letter in points: the shape assumed for a page until it has loaded. */
const LETTER: PageSize = { width: 612, height: 792 };

/** The zoom range, as factors of the fitted width: half of it to three times it. */
const ZOOM_RANGE = { min: 0.5, max: 3 };

export interface PdfViewerProps {
  /** Address of the PDF on this site. */
  file: string;
  /** The page shown (1-based); the viewer's buttons ask for another through onPageChange. */
  page: number;
  onPageChange: (page: number) => void;
  /** The viewer's heading (for the library: the month of the page shown). */
  title: string;
  /** Level of that heading in the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A PDF viewer: a titled page of the document, previous and next page buttons, zoom (buttons, and
 * a two-finger pinch on the page), a download link, "Loading PDF..." while it loads and a red
 * error box if it fails.
 *
 * The page is drawn "fitted" at first: as wide as the viewer allows (see .pdf-viewer__stage in
 * pdf-viewer.css, where the rule lives). Zooming redraws it at the new size for the screen's pixel
 * density, inside the same box, which then scrolls both ways.
 */
export function PdfViewer({ file, page, onPageChange, title, headingLevel = 3 }: PdfViewerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('loading');
  const [numPages, setNumPages] = useState<number | null>(null);
  // The shown page's size in points, once it has loaded (until then the stylesheet's guess).
  const [size, setSize] = useState<PageSize | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const handOff = useFocusHandOff();
  const fitted = useElementSize(stage)?.width ?? null;
  const zoom = useZoom(scroller, sheet, ZOOM_RANGE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ready = status === 'loaded' && numPages !== null;
  const width = fitted === null ? null : Math.round(fitted * zoom.zoom);
  const shape = size ?? LETTER;
  const height = width === null ? null : Math.floor((width * shape.height) / shape.width);

  // Another page starts at its top.
  useEffect(() => {
    if (scroller.current !== null) scroller.current.scrollTop = 0;
  }, [page]);

  const loading = (
    <p className="pdf-viewer__status" role="status">
      {t('pdfViewer.loading')}
    </p>
  );

  return (
    <section className="pdf-viewer" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="pdf-viewer__title">
        {title}
      </Heading>
      <div className="pdf-viewer__toolbar" role="group" aria-label={t('pdfViewer.controls')}>
        <button
          ref={previous}
          type="button"
          className="button button--secondary"
          disabled={!ready || page <= 1}
          onClick={() => {
            handOff(previous.current, () => next.current);
            onPageChange(page - 1);
          }}
        >
          <span aria-hidden="true">←</span> {t('pdfViewer.previous')}
        </button>
        <p className="pdf-viewer__count" aria-live="polite">
          {ready ? t('pdfViewer.pageOf', { page, total: numPages }) : ''}
        </p>
        <button
          ref={next}
          type="button"
          className="button button--secondary"
          disabled={!ready || page >= numPages}
          onClick={() => {
            handOff(next.current, () => previous.current);
            onPageChange(page + 1);
          }}
        >
          {t('pdfViewer.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
      <ZoomControls zoom={zoom} fitLabel={t('zoom.fitWidth')} disabled={!ready} />
      <div
        ref={stage}
        className={`pdf-viewer__stage${status === 'error' ? ' pdf-viewer__stage--error' : ''}`}
        // Set from script only: the Content-Security-Policy allows no style="" in the HTML.
        style={
          size === null
            ? undefined
            : ({ '--page-width': size.width, '--page-height': size.height } as CSSProperties)
        }
      >
        {status === 'error' ? (
          <p className="pdf-viewer__error notice notice--error" role="alert">
            {t('pdfViewer.error')}
          </p>
        ) : (
          // Zoomed in, the page scrolls inside the box, by touch, wheel or (focused) arrow keys.
          <div
            ref={scroller}
            className={`zoom-view pdf-viewer__scroller${zoom.zoomed ? ' zoom-view--zoomed' : ''}`}
            {...(zoom.zoomed
              ? { tabIndex: 0, role: 'region', 'aria-label': t('zoom.zoomedView') }
              : {})}
          >
            <div
              ref={sheet}
              className="pdf-viewer__sheet"
              style={
                width === null || height === null || size === null ? undefined : { width, height }
              }
            >
              {hydrated && PdfDocument !== null && width !== null && height !== null ? (
                <Suspense fallback={loading}>
                  <PdfDocument
                    file={file}
                    page={page}
                    width={width}
                    height={height}
                    loading={loading}
                    passwordPrompt={t('pdfViewer.passwordPrompt')}
                    passwordIncorrect={t('pdfViewer.passwordIncorrect')}
                    onLoad={(pages) => {
                      setNumPages(pages);
                      setStatus('loaded');
                      // A shorter document than expected shows its last page.
                      if (page > pages) onPageChange(pages);
                    }}
                    onPageSize={(shown) => {
                      if (shown.width !== size?.width || shown.height !== size.height)
                        setSize(shown);
                    }}
                    onError={(error) => {
                      console.warn('The PDF could not be shown.', error);
                      setStatus('error');
                    }}
                  />
                </Suspense>
              ) : (
                loading
              )}
            </div>
          </div>
        )}
      </div>
      <p className="pdf-viewer__download">
        <a href={file} download className="button button--primary">
          {t('pdfViewer.download')}
        </a>
      </p>
    </section>
  );
}
